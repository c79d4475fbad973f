import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';

/**
 * Declarative routing (docs/decisions/020, amended by 143). Pages load inside the layout's own Suspense boundary
 * (root-layout.tsx); this one only covers the layout itself.
 */
export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
