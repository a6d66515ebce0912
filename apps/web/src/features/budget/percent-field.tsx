// A category's EST % (spec §5): a number 0-100 with − and + step buttons; every change is saved at
// once. While the field has focus it keeps what is typed (a blank field saves 0 but stays blank
// until the user moves on), so typing "25" over "30" is not fought by the saved value.
import { clampPercent } from '@confetti/plan';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function PercentField({
  category,
  value,
  onChange,
}: {
  category: string;
  value: number;
  onChange: (percent: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const step = (delta: number) => onChange(clampPercent(value + delta));
  return (
    <div className="budget-percent">
      <button
        type="button"
        className="budget-percent__step"
        aria-label={`Decrease ${category} percent`}
        disabled={value <= 0}
        onClick={() => step(-1)}
      >
        <Minus size={14} aria-hidden="true" />
      </button>
      <input
        className="budget-percent__input"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={1}
        aria-label={`${category} percent of budget`}
        value={draft ?? formatPercent(value)}
        onFocus={(event) => {
          setDraft(formatPercent(value));
          event.currentTarget.select();
        }}
        onChange={(event) => {
          const text = event.target.value;
          const next = clampPercent(text);
          // Out of range is clamped in the field too, so what is shown is what is saved.
          setDraft(text.trim() === '' || Number(text) === next ? text : formatPercent(next));
          onChange(next);
        }}
        onBlur={() => setDraft(null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <span className="budget-percent__unit" aria-hidden="true">
        %
      </span>
      <button
        type="button"
        className="budget-percent__step"
        aria-label={`Increase ${category} percent`}
        disabled={value >= 100}
        onClick={() => step(1)}
      >
        <Plus size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
