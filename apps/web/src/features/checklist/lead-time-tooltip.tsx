// The booking lead time of a vendor category ("Book 12-18 months ahead"), as an accessible tooltip:
// shown on hover and on keyboard focus, and read out as the button's description.
import { Clock } from 'lucide-react';
import { useId } from 'react';

export function LeadTimeTooltip({ category, leadTime }: { category: string; leadTime: string }) {
  const id = useId();
  return (
    <span className="lead-time">
      <button
        type="button"
        className="lead-time__trigger"
        aria-label={`When to book: ${category}`}
        aria-describedby={id}
        // WCAG 1.4.13: a tooltip can be dismissed without moving the pointer or focus elsewhere.
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
      >
        <Clock size={15} aria-hidden="true" />
      </button>
      <span role="tooltip" id={id} className="lead-time__bubble">
        {leadTime}
      </span>
    </span>
  );
}
