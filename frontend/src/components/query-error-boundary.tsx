import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they threw (for example a failed request). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failed read from taking the whole page down: the section shows its fallback instead. */
export class QueryErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
