// `npm run admin:password`: asks for the staff's password (twice, without showing it) and prints the line to put
// in the environment, ADMIN_PASSWORD_HASH=scrypt:…. The password itself is not stored or printed anywhere.
// Without a terminal (a pipe), it reads the password from the first line of standard input.
import { hashPassword } from "../app/security/password.server.ts";

const minimumLength = 12;

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
if (password.length < minimumLength) {
  process.stderr.write(`The password must be at least ${minimumLength} characters long.\n`);
  process.exit(1);
}
if (process.stdin.isTTY && (await ask("The same again: ")) !== password) {
  process.stderr.write("The two did not match.\n");
  process.exit(1);
}
process.stdout.write(`ADMIN_PASSWORD_HASH=${await hashPassword(password)}\n`);
