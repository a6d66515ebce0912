// What a lazy route shows while its code loads: nothing for a moment, then a quiet pulse.
import './route-fallback.css';

export function RouteFallback({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="route-fallback" role="status">
      <span className="route-fallback__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="sr-only">{label}</span>
    </div>
  );
}
