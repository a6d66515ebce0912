// Spec §8: when the checklist cannot be read, "Error loading checklist: {message}" with Try Again,
// which renders it afresh.
import { RotateCcw } from 'lucide-react';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class ChecklistErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="checklist">
        <header className="checklist__head">
          <div>
            <h1 className="checklist__title">Wedding Checklist</h1>
          </div>
        </header>
        <div className="checklist-load-error card" role="alert">
          <p>Error loading checklist: {error.message}</p>
          <button type="button" className="btn btn--primary" onClick={() => this.setState({ error: null })}>
            <RotateCcw size={16} aria-hidden="true" /> Try Again
          </button>
        </div>
      </div>
    );
  }
}
