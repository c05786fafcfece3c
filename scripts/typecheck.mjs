#!/usr/bin/env node
// node scripts/typecheck.mjs — `tsc` over each TypeScript project of the repository, as many at once
// as there are CPUs. The compiler is TypeScript 7, the native one (package `typescript-native`): it
// checks the six projects in about a fifth of TypeScript 5's time; TypeScript 5 stays installed for
// dependency-cruiser, which parses with its JavaScript API. Prints each project's errors together
// and fails when any project has one.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');

// The largest first, so that the small ones fill in beside them.
const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'bench', 'packages/contract', 'tools'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(`── tsc -p ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift())
      if (!(await check(project))) failed.push(project);
  }),
);
if (failed.length) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
