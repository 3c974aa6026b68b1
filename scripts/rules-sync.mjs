#!/usr/bin/env node
// `npm run rules:sync`: rewrites the generated sections of firestore.rules and storage.rules from
// domain (the collection registry and the upload limits). domain is TypeScript, so the renderer is
// bundled in memory with esbuild and imported from a data: URL; nothing is written but the rules.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {object} RulesModule
 * @property {string} FIRESTORE_RULES_SOURCE
 * @property {string} STORAGE_RULES_SOURCE
 * @property {() => string} renderFirestoreRulesValidators
 * @property {() => string} renderStorageRulesConstants
 * @property {(text: string, source: string, body: string) => string} replaceGeneratedSection
 */

const bundle = await build({
  absWorkingDir: root,
  entryPoints: ['domain/src/data/rules.ts'],
  bundle: true,
  write: false,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
});
const code = bundle.outputFiles[0]?.text;
if (code === undefined) throw new Error('rules:sync: esbuild produced no output');
/** @type {RulesModule} */
const rules = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

const targets = [
  {
    file: 'firestore.rules',
    source: rules.FIRESTORE_RULES_SOURCE,
    body: rules.renderFirestoreRulesValidators(),
  },
  {
    file: 'storage.rules',
    source: rules.STORAGE_RULES_SOURCE,
    body: rules.renderStorageRulesConstants(),
  },
];

for (const { file, source, body } of targets) {
  const filePath = path.join(root, file);
  const before = readFileSync(filePath, 'utf8');
  const after = rules.replaceGeneratedSection(before, source, body);
  if (after === before) {
    console.log(`rules:sync: ${file} is up to date`);
  } else {
    writeFileSync(filePath, after);
    console.log(`rules:sync: rewrote the generated section of ${file} from ${source}`);
  }
}
