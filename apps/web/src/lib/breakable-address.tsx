// An email address in a narrow column: it may wrap after its "@" and before each dot, so a phone
// shows all of it on two lines ("vendor@" / "confetti.wedding") instead of cutting it with an
// ellipsis that a touch screen cannot hover to read. The text itself is unchanged.
import { Fragment } from 'react';

/** The address cut where a line may break: after "@", before each ".". */
export function addressParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter((part) => part.length > 0);
}

export function BreakableAddress({ address }: { address: string }) {
  let offset = 0;
  return (
    <>
      {addressParts(address).map((part) => {
        const at = offset;
        offset += part.length;
        return (
          <Fragment key={at}>
            {at > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        );
      })}
    </>
  );
}
