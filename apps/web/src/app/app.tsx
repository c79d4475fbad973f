import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';

/**
 * Declarative routing (docs/decisions/020, amended). The first page whose chunk is still on its way shows nothing
 * at all, header and footer included, so nothing shifts when it arrives; later navigations run in a React
 * transition, so the current page stays on screen until the next one is ready.
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
