import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';
import { reportError } from './report-error';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown fallback gives way to the children again. */
  resetKey?: unknown;
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/**
 * Catches render errors below it, reports them to /api/log-error with React's component stack,
 * and shows the fallback screen. Try Again renders the children again.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = {
    error: undefined,
    hasError: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey)
      return { error: undefined, hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: undefined, hasError: false });
  };

  override render() {
    if (this.state.hasError) return <ErrorFallback onRetry={this.retry} error={this.state.error} />;
    return this.props.children;
  }
}
