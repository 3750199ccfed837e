// A password from the person at the terminal (asked for without echo) or, without a terminal (a pipe, a deployment
// script), the first line of standard input. Used by `npm run staff:add`.

/** The first line of standard input, when it is a pipe or a file. */
async function firstLineOfInput() {
  let text = "";
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/** One line from the terminal, its characters not echoed. */
export function ask(question) {
  const input = process.stdin;
  if (!input.isTTY) return firstLineOfInput();
  return new Promise((resolve) => {
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    let typed = "";
    const onData = (chunk) => {
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

/** A new password: asked twice at a terminal (the two must match), read once from a pipe. Null if they differ. */
export async function newPassword(question) {
  const password = await ask(question);
  if (process.stdin.isTTY && (await ask("The same again: ")) !== password) return null;
  return password;
}
