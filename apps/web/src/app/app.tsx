import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';

/**
 * Declarative routing (docs/decisions/020, amended): navigations run in a React transition, so a page whose
 * chunk is still loading keeps the current page on screen instead of flashing a blank one.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
