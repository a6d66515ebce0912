// Who else is in the plan right now: an avatar per person (initials of their name, the colour the
// server gave them) with which tab they are on ("Maya · Budget"); a click goes to that tab. The same account open
// elsewhere is not shown.
import { useNavigate } from 'react-router-dom';
import { type PresentUser, usePresence } from '../../plan';
import { isPlannerTab, tabLabel, tabPath } from './navigation';
import { initialsOf, shortName } from './people';

const SHOWN = 3;

export function presenceLabel(person: Pick<PresentUser, 'name' | 'tab'>): string {
  const where = person.tab ? tabLabel(person.tab) : null;
  const name = shortName(person.name);
  return where ? `${name} · ${where}` : name;
}

export function PresenceAvatars({ selfUserId }: { selfUserId: string }) {
  const others = usePresence().filter((person) => person.id !== selfUserId);
  const navigate = useNavigate();
  if (others.length === 0) return null;
  const shown = others.slice(0, SHOWN);
  const hidden = others.slice(SHOWN);
  return (
    <ul className="presence" aria-label="Also here now">
      {shown.map((person) => {
        const label = presenceLabel(person);
        return (
          <li key={person.id} className="presence__person">
            <button
              type="button"
              className="presence__avatar"
              aria-label={`${label} (${person.email})`}
              style={{ backgroundColor: person.color }}
              disabled={!isPlannerTab(person.tab)}
              onClick={() => {
                if (isPlannerTab(person.tab)) navigate(tabPath(person.tab));
              }}
            >
              {initialsOf(person.name)}
            </button>
            <span className="presence__tip" aria-hidden="true">
              <strong>{label}</strong>
              <span>{person.email}</span>
              {isPlannerTab(person.tab) ? (
                <span className="presence__tip-hint">Click to join them</span>
              ) : null}
            </span>
          </li>
        );
      })}
      {hidden.length > 0 ? (
        <li className="presence__person">
          <span
            className="presence__avatar presence__avatar--more"
            role="img"
            aria-label={hidden.map(presenceLabel).join(', ')}
            title={hidden.map(presenceLabel).join('\n')}
          >
            +{hidden.length}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
