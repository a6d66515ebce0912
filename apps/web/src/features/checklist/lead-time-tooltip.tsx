// The booking lead time of a vendor category ("Book 12-18 months ahead"), as an accessible tooltip:
// shown on hover and on keyboard focus, and read out as the button's description.
import { Clock } from 'lucide-react';
import { useId, useState } from 'react';

export function LeadTimeTooltip({ category, leadTime }: { category: string; leadTime: string }) {
  const id = useId();
  // WCAG 1.4.13: Escape hides the tooltip without moving the pointer or focus elsewhere; it shows
  // again when the button next gets focus or the pointer.
  const [dismissed, setDismissed] = useState(false);
  const show = () => setDismissed(false);
  return (
    <span className={`lead-time${dismissed ? ' lead-time--dismissed' : ''}`} onPointerEnter={show}>
      <button
        type="button"
        className="lead-time__trigger"
        aria-label={`When to book: ${category}`}
        aria-describedby={id}
        onFocus={show}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !dismissed) {
            // Only the tooltip closes, not the dialog or form the button may sit in.
            event.stopPropagation();
            setDismissed(true);
          }
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
