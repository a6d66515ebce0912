// Catches a tab that fails to render (most often a lazy chunk a new deploy replaced, or one that
// could not load offline) and shows a way out inside the shell, which keeps working.
import { RotateCcw } from 'lucide-react';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Changes on every navigation; a new value clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class TabErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Planner tab failed to render', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="tab-error" role="alert">
        <h1>This part of your planner did not load</h1>
        <p>Your plan is safe. Reloading the page usually fixes it.</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <RotateCcw size={16} aria-hidden="true" />
          Reload Page
        </button>
      </div>
    );
  }
}
