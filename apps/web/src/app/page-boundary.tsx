import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface PageBoundaryProps {
  children: ReactNode;
}

/**
 * Catches a page that fails to render or whose code cannot be fetched, inside the header and footer. Keyed by
 * the path where it is used, so moving to another page starts without the error.
 */
export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
