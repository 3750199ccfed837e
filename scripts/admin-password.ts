// `npm run admin:password`: asks for the staff's password (twice, without showing it) and prints the line to put
// in the environment, ADMIN_PASSWORD_HASH=scrypt:…. The password itself is not stored or printed anywhere.
// Without a terminal (a pipe), it reads the password from the first line of standard input.
import { hashPassword } from "../app/security/password.server.ts";
import { type PasswordProblem, passwordLength, passwordProblem } from "../app/security/password-policy.server.ts";

const refusals: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${passwordLength.min} characters long.`,
  too_long: `The password must be at most ${passwordLength.max} characters long.`,
  guessable:
    "This password is too easy to guess: it is a common one, or made of repeats, sequences or keyboard patterns. A few unrelated words make a good one.",
};

/** The first line of standard input, when it is a pipe or a file. */
async function firstLineOfInput(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/** One line from the terminal, its characters not echoed. */
function ask(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return firstLineOfInput();
  return new Promise((resolve) => {
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    let typed = "";
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString("utf8")) {
        if (character === "\r" || character === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stderr.write("\n");
          resolve(typed);
          return;
        }
        if (character === "\u0003") process.exit(130);
        typed = character === "\u007f" ? typed.slice(0, -1) : typed + character;
      }
    };
    input.on("data", onData);
  });
}

const password = await ask("New staff password: ");
const problem = passwordProblem(password);
if (problem) {
  process.stderr.write(`${refusals[problem]}\n`);
  process.exit(1);
}
if (process.stdin.isTTY && (await ask("The same again: ")) !== password) {
  process.stderr.write("The two did not match.\n");
  process.exit(1);
}
process.stdout.write(`ADMIN_PASSWORD_HASH=${await hashPassword(password)}\n`);
