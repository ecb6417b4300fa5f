// `npm run crashtest [kills]`: the full durability loop (default 25 SIGKILLs); prints the counts, exits 1 on a loss.
import { runCrashLoop } from '../e2e/crash-loop';

const kills = Math.max(20, Number(process.argv[2] ?? 25));
const report = await runCrashLoop({ kills, say: (line) => console.log(line) });
console.log(
  `\nkills: ${report.kills}\nacknowledged messages: ${report.acknowledged}\npresent after restarts: ${report.present}\nmissing: ${report.missing.length}\nPRAGMA integrity_check: ${report.integrity}`,
);
if (report.missing.length || report.integrity !== 'ok') process.exit(1);
