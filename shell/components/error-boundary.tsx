import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they threw. */
  renderFallback: (error: unknown) => ReactNode;
  /** A new value (e.g. the path) clears the error, so the next page gets its chance. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** React's error boundary (a class is the only way to write one). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, failed: false, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.renderFallback(this.state.error) : this.props.children;
  }
}
