// Command line: `site` (or `site serve`) runs the site; `site reset-admin` sets a new admin password.
import { ConfigError, parseConfig } from './config';
import { resetAdminPassword } from './modules/auth/service';
import { prepareDatabase, serve } from './server';

const USAGE = `Usage: site [serve | reset-admin | help]
  serve        run the website (the default)
  reset-admin  set a new, generated administrator password, end every session, and print it
Configuration comes from the environment; see the README.`;

async function main(args: string[]) {
  const command = args.find((arg) => !arg.startsWith('-')) ?? 'serve';
  if (command === 'help' || args.includes('--help')) return console.log(USAGE);
  const config = parseConfig(process.env);
  if (command === 'serve') return void (await serve(config, { watchWeb: args.includes('--watch-web') }));
  if (command === 'reset-admin') {
    const db = await prepareDatabase(config);
    const { username, password } = await resetAdminPassword(db, Date.now());
    db.$client.close();
    return console.log(`New administrator password set. Every session has been ended.\n  username: ${username}\n  password: ${password}`);
  }
  console.error(`Unknown command "${command}".\n\n${USAGE}`);
  process.exit(2);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
