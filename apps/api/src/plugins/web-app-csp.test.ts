import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shellInlineScriptHashes } from './web-app.js';

describe('shellInlineScriptHashes', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("hashes exactly the shell's inline scripts, not the external ones", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    dirs.push(dir);
    const gate = "if(sessionStorage.getItem('x'))document.documentElement.className+=' no-splash'";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<head><script>${gate}</script><script type="module" src="/assets/index.js"></script></head>`,
    );
    const expected = `'sha256-${createHash('sha256').update(gate).digest('base64')}'`;
    expect(shellInlineScriptHashes(dir)).toEqual([expected]);
  });

  it('allows no inline script when there is no build', () => {
    expect(shellInlineScriptHashes(path.join(tmpdir(), 'no-such-build'))).toEqual([]);
  });
});
