// A plan's progress by part, with the spec §9 weights, as labelled bars.
import type { Progress } from './api';

const PARTS: Array<{ key: keyof Progress; label: string }> = [
  { key: 'overall', label: 'Overall' },
  { key: 'checklist', label: 'Checklist (30%)' },
  { key: 'budget', label: 'Budget (25%)' },
  { key: 'rsvp', label: 'RSVPs (25%)' },
  { key: 'vendors', label: 'Vendors (15%)' },
  { key: 'seating', label: 'Seating (5%)' },
];

export function ProgressBars({ progress, compact = false }: { progress: Progress; compact?: boolean }) {
  const parts = compact ? PARTS.slice(0, 1) : PARTS;
  return (
    <ul className={compact ? 'admin-progress admin-progress--compact' : 'admin-progress'}>
      {parts.map(({ key, label }) => (
        <li key={key}>
          <span className="admin-progress__label">{label}</span>
          <span
            className="admin-progress__track"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress[key])}
          >
            <span
              className="admin-progress__fill"
              style={{ width: `${Math.min(100, Math.max(0, progress[key]))}%` }}
            />
          </span>
          <span className="admin-progress__value">{Math.round(progress[key])}%</span>
        </li>
      ))}
    </ul>
  );
}
