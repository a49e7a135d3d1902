import { describe, expect, it } from "vitest";
import { criticalCss, pageTokens, testing } from "./critical-css";
import { preloadModulesAfterContent } from "./module-preloads";
import { radixClassesIn, withoutUnusedRadix } from "../../../scripts/unused-radix-css";

const sheet = testing.parseSheet(`
  :root, .light { --teal-9: #12a594; --red-9: #e5484d; --space-2: 8px; --unused: 1px; }
  .dark { --teal-9: #0d9b8a; }
  [data-accent-color="teal"] { --accent-9: var(--teal-9); }
  .rt-Button { padding: var(--space-2); background: var(--accent-9); }
  .rt-Button:where(:hover) { opacity: .9; }
  .rt-Button:not(.rt-variant-ghost) { border: 1px solid; }
  :is(.dark, .dark-theme) .rt-Card { color: white; }
  .rt-Dialog { position: fixed; }
  @media (min-width: 520px) { .rt-Button { font-size: 14px; } .rt-Dialog { width: 50vw; } }
  @keyframes rt-spin { to { transform: rotate(1turn); } }
  .rt-Spinner { animation: rt-spin 1s; }
`);

describe("critical CSS", () => {
  it("keeps the rules the page's classes and attributes can match, with their hover and :not() forms", () => {
    const { tokens } = pageTokens('<body><div data-accent-color="teal" class="radix-themes light"><button class="rt-Button">Go</button></div></body>');
    const css = criticalCss([sheet], tokens);
    expect(css).toContain(".rt-Button{padding:var(--space-2)");
    expect(css).toContain(".rt-Button:where(:hover){opacity:.9}");
    expect(css).toContain(".rt-Button:not(.rt-variant-ghost){border:1px solid}");
    expect(css).toContain("@media (min-width: 520px){.rt-Button{font-size:14px}}");
    // Not on the page: the dialog, the dark appearance, the spinner's keyframes.
    expect(css).not.toContain("rt-Dialog");
    expect(css).not.toContain(".dark");
    expect(css).not.toContain("rt-spin");
  });

  it("reads classes, attribute names and inline custom properties from the tags only", () => {
    const { tokens, vars } = pageTokens(
      '<body><div class="rt-Card  rt-r-size-2" hidden="" data-state="open" aria-label="Per Status" style="--x:var(--gray-9);color:var(--accent-11)">class="rt-Dialog" role="note"</div><br></body>',
    );
    expect([...tokens].sort()).toEqual([".rt-Card", ".rt-r-size-2", "[aria-label", "[class", "[data-state", "[hidden", "[style"]);
    expect(vars.sort()).toEqual(["--accent-11", "--gray-9"]);
  });

  it("leaves out a custom property restated later for the same selectors, and font faces no kept rule names", () => {
    const fonts = testing.parseSheet(`
      @font-face { font-family: "Segoe UI (Custom)"; src: local("Segoe UI"); }
      @font-face { font-family: 'Brand Sans'; src: local("Brand Sans"); }
      .radix-themes { --default-font-family: "Segoe UI (Custom)", sans-serif; --accent: red !important; }
      .rt-Text { font-family: var(--default-font-family); color: var(--accent); }
      .rt-Heading { font-family: "Brand Sans", serif; }
      @media (min-width: 520px) { .radix-themes { --default-font-family: "Wide (Custom)"; } }
      .radix-themes { --default-font-family: "Segoe UI", sans-serif; --accent: blue; }
    `);
    const page = pageTokens('<body class="radix-themes"><span class="rt-Text">a</span></body>').tokens;
    const css = criticalCss([fonts], page);
    expect(css).toContain('--default-font-family:"Segoe UI", sans-serif');
    expect(css).not.toContain("Segoe UI (Custom)");
    // Another at-rule is another scope; an !important declaration is not overridden by a plain one.
    expect(css).toContain('@media (min-width: 520px){.radix-themes{--default-font-family:"Wide (Custom)"}}');
    expect(css).toContain("--accent:red!important");
    expect(css).not.toContain("--accent:blue");
    expect(css).not.toContain("Brand Sans");
    // A face whose family a kept rule names stays.
    const withHeading = criticalCss([fonts], pageTokens('<body class="radix-themes"><h1 class="rt-Heading">a</h1></body>').tokens);
    expect(withHeading).toMatch(/^@font-face ?\{ ?font-family: 'Brand Sans'/);
  });

  it("keeps only the custom properties the kept rules read, following var() chains", () => {
    const { tokens } = pageTokens('<body class="light"><div data-accent-color="teal"><button class="rt-Button">Go</button></div></body>');
    const css = criticalCss([sheet], tokens);
    expect(css).toContain("--accent-9:var(--teal-9)");
    expect(css).toContain("--teal-9:#12a594");
    expect(css).toContain("--space-2:8px");
    expect(css).not.toContain("--red-9");
    expect(css).not.toContain("--unused");
  });

  it("matches one branch of :is() and keeps keyframes an animation names", () => {
    const { tokens } = pageTokens('<body class="dark"><div class="rt-Card"><span class="rt-Spinner"></span></div></body>');
    const css = criticalCss([sheet], tokens);
    expect(css).toContain(":is(.dark, .dark-theme) .rt-Card{color:white}");
    expect(css).toContain("@keyframes rt-spin");
  });

  it("reads the custom properties inline styles use", () => {
    const page = pageTokens('<body class="light"><div style="color:var(--red-9)"></div></body>');
    expect(page.vars).toEqual(["--red-9"]);
    expect(criticalCss([sheet], page.tokens, page.vars)).toContain("--red-9:#e5484d");
  });
});

describe("unused Radix CSS", () => {
  it("drops selectors that need a Radix class the bundle cannot produce, keeps prop classes and our own", () => {
    const producible = radixClassesIn('x("rt-Button", props); const size = {className:`rt-r-size`}; y("rt-variant")');
    const css = withoutUnusedRadix(
      ".rt-Button{a:1}.rt-SliderRoot{b:2}.rt-r-size-2{c:3}.xs\\:rt-r-size-1{d:4}.rt-Button.rt-variant-soft{e:5}.rt-Button,.rt-Select{f:6}.my-own{g:7}@media (min-width:1px){.rt-Slider{h:8}}",
      producible,
    );
    expect(css).toContain(".rt-Button{a:1}");
    expect(css).not.toContain("rt-SliderRoot");
    expect(css).toContain(".rt-r-size-2{c:3}");
    expect(css).toContain("rt-r-size-1{d:4}");
    expect(css).toContain(".rt-Button.rt-variant-soft{e:5}");
    expect(css).toMatch(/\.rt-Button\{f:6\}/);
    expect(css).toContain(".my-own{g:7}");
    expect(css).not.toContain("@media");
  });
});

describe("module preloads after the content", () => {
  it("moves the runtime's preloads out of <head> into a script at the end of the body", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="icon" href="/favicon.svg"/></head><body><main>Hi</main><script type="module">import "/assets/a.js"</script></body></html>';
    const out = preloadModulesAfterContent(html, "n0nce");
    expect(out.slice(0, out.indexOf("</head>"))).not.toContain("modulepreload");
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(out).toMatch(/<script nonce="n0nce">\["\/assets\/a.js"\]\.forEach\(.*modulepreload.*<\/script><\/body>/);
  });
});
