// Command line: `site` (or `site serve`) runs the site; `site reset-admin` sets a new admin password.
// Shared by both entries: src/index.ts (from source) and src/binary.ts (the compiled executable), which differ only
// in where the web app comes from.
import { ConfigError, parseConfig } from './config';
import { resetAdminPassword } from './modules/auth/service';
import type { LoadWebAssets } from './http/web-assets';
import { prepareDatabase, serve } from './server';

const USAGE = `Usage: site [serve | reset-admin | help]
  serve        run the website (the default)
  reset-admin  set a new, generated administrator password, end every session, and print it
Configuration comes from the environment; see the README.`;

async function run(args: string[], loadWeb: LoadWebAssets) {
  const command = args.find((arg) => !arg.startsWith('-')) ?? 'serve';
  if (command === 'help' || args.includes('--help')) return console.log(USAGE);
  const config = parseConfig(process.env);
  if (command === 'serve') return void (await serve(config, { loadWeb, watchWeb: args.includes('--watch-web') }));
  if (command === 'reset-admin') {
    const db = await prepareDatabase(config);
    const { username, password } = await resetAdminPassword(db, Date.now());
    db.$client.close();
    // A running site counts failed sign-ins per password: with the new one, nobody is blocked any more.
    return console.log(
      `New administrator password set. Every session has been ended and every sign-in block lifted (a running site too).\n  username: ${username}\n  password: ${password}`,
    );
  }
  console.error(`Unknown command "${command}".\n\n${USAGE}`);
  process.exit(2);
}

export function main(args: string[], loadWeb: LoadWebAssets) {
  run(args, loadWeb).catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
