import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@haulbooks/domain';
import * as deployed from './index.js';

describe('CALLABLES', () => {
  it('names only functions this codebase deploys, under the same export name', () => {
    for (const { name } of Object.values(CALLABLES)) expect(deployed).toHaveProperty(name);
  });
});
