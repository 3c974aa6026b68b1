import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUIRED_JAVA, cachedJavaRuntime, parseJavaMajorVersion, withJava } from './java.mjs';

describe('parseJavaMajorVersion', () => {
  it.each([
    [
      'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)',
      17,
    ],
    ['openjdk version "21.0.5" 2024-10-15 LTS\nOpenJDK Runtime Environment Temurin-21.0.5+11', 21],
    ['openjdk version "21" 2023-09-19', 21],
    ['openjdk version "22-ea" 2024-03-19', 22],
    ['java version "1.8.0_381"\nJava(TM) SE Runtime Environment (build 1.8.0_381-b09)', 8],
    ['Picked up JAVA_TOOL_OPTIONS: -Xmx1g\nopenjdk version "11.0.2" 2019-01-15', 11],
  ])('reads %j as Java %i', (output, major) => {
    expect(parseJavaMajorVersion(output)).toBe(major);
  });

  it('returns undefined when the output names no version', () => {
    expect(parseJavaMajorVersion('bash: java: command not found')).toBeUndefined();
    expect(parseJavaMajorVersion('')).toBeUndefined();
  });
});

describe('cachedJavaRuntime', () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A cache folder holding fake runtimes whose `java -version` reports the given versions. */
  function cacheWith(/** @type {Record<string, string>} */ runtimes) {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'haulbooks-jre-test-'));
    dirs.push(cache);
    for (const [name, version] of Object.entries(runtimes)) {
      const bin = path.join(cache, name, 'bin');
      mkdirSync(bin, { recursive: true });
      writeFileSync(
        path.join(bin, 'java'),
        `#!/bin/sh\necho 'openjdk version "${version}" 2024-10-15' >&2\n`,
      );
      chmodSync(path.join(bin, 'java'), 0o755);
    }
    return cache;
  }

  it.runIf(process.platform !== 'win32')('finds a cached runtime that is new enough', () => {
    const cache = cacheWith({ 'jdk-17.0.2-jre': '17.0.2', 'jdk-21.0.5+11-jre': '21.0.5' });
    expect(cachedJavaRuntime(cache)).toEqual({ home: path.join(cache, 'jdk-21.0.5+11-jre'), major: 21 });
  });

  it.runIf(process.platform !== 'win32')('ignores runtimes that are too old and unfinished downloads', () => {
    const cache = cacheWith({ 'jdk-17.0.2-jre': '17.0.2', '.download-abc/jre/jdk-21': '21.0.5' });
    expect(cachedJavaRuntime(cache)).toBeUndefined();
  });

  it('returns undefined when there is no cache yet', () => {
    expect(cachedJavaRuntime(path.join(os.tmpdir(), 'haulbooks-no-such-cache'))).toBeUndefined();
  });
});

describe('withJava', () => {
  it('puts the runtime first on PATH and sets JAVA_HOME', () => {
    const env = withJava('/cache/jdk-21', { PATH: '/usr/bin', HOME: '/home/me' });
    expect(env).toEqual({
      PATH: `${path.join('/cache/jdk-21', 'bin')}${path.delimiter}/usr/bin`,
      JAVA_HOME: '/cache/jdk-21',
      HOME: '/home/me',
    });
  });

  it('leaves the environment alone for the Java on PATH', () => {
    const env = { PATH: '/usr/bin' };
    expect(withJava(undefined, env)).toBe(env);
  });

  it('asks for the Java the Firestore emulator needs', () => {
    expect(REQUIRED_JAVA).toBe(21);
  });
});
