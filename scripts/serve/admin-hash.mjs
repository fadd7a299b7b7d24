#!/usr/bin/env node
// npm run admin:hash: reads a password (typed without echo, or piped on stdin) and prints the
// ADMIN_PASSWORD_HASH value for it.
import { createInterface } from 'node:readline';
import { hashPassword } from '../../lib/admin/password.ts';

async function readPassword() {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    return input.replace(/\r?\n$/, '');
  }
  process.stdout.write('Admin password (at least 12 characters): ');
  const rl = createInterface({ input: process.stdin, terminal: true });
  rl._writeToOutput = () => {}; // no echo
  const password = await new Promise((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

try {
  const hash = await hashPassword(await readPassword());
  console.log(`ADMIN_PASSWORD_HASH='${hash}'`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
