import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addressParts, BreakableAddress } from './breakable-address';

describe('BreakableAddress', () => {
  it('offers a line break after the @ and before each dot, keeping every character', () => {
    expect(addressParts('vendor@confetti.wedding')).toEqual(['vendor@', 'confetti', '.wedding']);
    expect(addressParts('a.b@c.co.uk').join('')).toBe('a.b@c.co.uk');
    expect(renderToStaticMarkup(<BreakableAddress address="vendor@confetti.wedding" />)).toBe(
      'vendor@<wbr/>confetti<wbr/>.wedding',
    );
  });

  it('leaves a name without those characters as it is', () => {
    expect(renderToStaticMarkup(<BreakableAddress address="Jordan Lee" />)).toBe('Jordan Lee');
  });
});
