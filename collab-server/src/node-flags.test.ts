import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

const scripts = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'))
  .scripts as Record<string, string>;

describe('the server node flags', () => {
  it('are the ones npm start runs the server with', () => {
    const command = scripts.start!.split('&&').at(-1)!.trim();
    expect(command).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx collab-server/src/main.ts`);
  });
});
