// The frame every maintenance command shares (backup, restore, seed, audit): a wrong option is its
// message and the usage with exit 2, --help the usage with exit 0, a failure "[name] failed: …" with
// exit 1, else main's exit code. The process exits at the end: a kept-alive connection to the
// platform must not hold it.

export interface Cli<T> {
  /** the prefix of its lines: [backup] … */
  name: string;
  usage: string;
  /** reads process.argv; throws on a wrong option */
  parse: () => T & { help?: boolean };
  main: (args: T) => Promise<number | void>;
}

export function runCli<T>({ name, usage, parse, main }: Cli<T>): void {
  let args: T & { help?: boolean };
  try {
    args = parse();
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    process.exit(0);
  }
  main(args).then(
    (code) => process.exit(code ?? 0),
    (err: Error) => {
      console.error(`[${name}] failed: ${err.message}`);
      process.exit(1);
    },
  );
}
