import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { precompressedAssets } from "./scripts/precompressed-assets.mjs";
import { renderTreeOnce, ROUTER_MODULE, routeMatchCache } from "./scripts/server-build.mjs";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const APP = fileURLToPath(new URL("./app/", import.meta.url));
/** The routes every store page renders: the root and the store's layout. */
const SHELL_ROUTES = [`${APP}root.tsx`, `${APP}routes/($supplier).tsx`];

/**
 * App modules that most store pages import, though the root and the layout do not: in the shell
 * rather than in a tiny file of their own. The store pages' error boundary (24 of 38 pages; it
 * only wraps the general one, already in the shell): 0.2–0.3 KiB gzip less on each of those pages
 * (/{s}/carrinho 103.5 → 103.3 KiB with the manifest, the manifest itself a line shorter), under 0.1 more
 * on the others.
 */
const SHELL_TOO = [`${APP}components/supplier-error-boundary.tsx`];

/** Whether the root or the store's layout imports a module (directly or through others): code every page loads anyway. */
function inShell(id: string, importersOf: (id: string) => readonly string[], seen = new Set<string>()): boolean {
  if (SHELL_ROUTES.includes(id.split("?")[0]!)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return importersOf(id).some((importer) => inShell(importer, importersOf, seen));
}

/**
 * The browser's chunks: the app's modules that every page loads go into one chunk ("shell", with
 * its one stylesheet) instead of a dozen small ones, each shared by the layout and some routes, and
 * the packages they use into another ("framework"), and the form helpers most forms use into a
 * third ("forms"). Fewer files compress better and cost fewer
 * requests: about 2.5 KiB gzip less JS per route (measured from the build: /{s}/conta 100.1 →
 * 97.7 KiB, /{s}/carrinho 106.6 → 104.0 KiB). Code loaded on demand (the address map) and a
 * route's own modules stay apart.
 */
function browserChunk(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
) {
  const file = id.split("?")[0]!;
  const everyPage = () => inShell(id, (other) => getModuleInfo(other)?.importers ?? []);
  // React and Remix apart from the app's code: a new release of the app leaves them in the browser's cache.
  if (file.includes("/node_modules/")) return everyPage() ? "framework" : undefined;
  // The root's and the layout's own code too: each route file is then a line re-exporting it from the
  // shell (Remix needs a file per route), and the code compresses with the rest of the shell
  // (every page 0.3 KiB gzip less: /{s}/carrinho 99.4 → 99.1 KiB; the stylesheets are the same files).
  if (SHELL_ROUTES.includes(file)) return "shell";
  if (!file.startsWith(APP) || file.startsWith(`${APP}routes/`) || file === `${APP}entry.client.tsx`) return undefined;
  if (SHELL_TOO.includes(file)) return "shell";
  // The forms' styles, error lines (the form's and a field's) and server-answer hook, used together
  // by most pages with a form, as one chunk rather than four tiny ones (/{s}/carrinho 98.6 → 98.4
  // KiB; the field's error line joining them, 99.6 → 99.4; a page with a form that uses only the
  // styles loads 0.5 KiB more, none comes near the budget).
  if (
    /\/components\/forms\/(forms\.css\.ts|form-errors\.tsx|field-errors\.tsx|use-form-result\.ts)$/.test(file) &&
    !everyPage()
  )
    return "forms";
  return everyPage() ? "shell" : undefined;
}

/** The block comments a module's code opens with. */
const LEADING_COMMENTS = /^(?:\s*\/\*[^]*?\*\/)+/;

/**
 * The browser's licence notices (the comments with @license or @preserve, or opening with "!",
 * that a package's modules open with) in one file, assets/licenses-[hash].txt, each notice once,
 * instead of inside the chunks, where React's and Remix's came on every page (Remix's once per
 * source file). The minifier then drops every comment, and each chunk that had a notice ends with
 * one naming the file. About 0.5 KiB gzip less JS per route.
 */
function licenceFile(): Plugin {
  const notices = new Set<string>();
  /** The modules that open with one (chunks' names are not final before generateBundle). */
  const withNotices = new Set<string>();
  return {
    name: "storefront:licence-file",
    apply: "build",
    // Before the minifier (terserOptions.format.comments = false).
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(_code, chunk) {
      for (const [id, module] of Object.entries(chunk.modules)) {
        const comments = module.code?.match(LEADING_COMMENTS)?.[0].match(/\/\*[^]*?\*\//g) ?? [];
        for (const comment of comments.filter((text) => /^\/\*!|@license|@preserve/.test(text))) {
          notices.add(comment);
          withNotices.add(id);
        }
      }
      return null;
    },
    generateBundle(_options, bundle) {
      if (notices.size === 0) return;
      const file = this.getFileName(
        this.emitFile({ type: "asset", name: "licenses.txt", source: `${[...notices].join("\n\n")}\n` }),
      );
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && Object.keys(chunk.modules).some((id) => withNotices.has(id)))
          chunk.code += `\n/*! Licences: /${file} */\n`;
      }
    },
  };
}

/**
 * The router's and Remix's browser modules: their `warning(…)` calls only log to the console, their
 * `invariant(…)` messages only tell a developer what went wrong (the server build keeps both).
 */
const ROUTER_WARNINGS =
  /\/node_modules\/(@remix-run\/router\/dist\/router|react-router\/dist\/index|react-router-dom\/dist\/index|@remix-run\/react\/dist\/esm\/\w+)\.js$/;

type Node = {
  type: string;
  start: number;
  end: number;
  callee?: { type: string; name?: string };
  arguments?: Node[];
  id?: { type: string; name?: string };
  init?: Node | null;
  value?: unknown;
};

/**
 * Remix's `<Scripts>` writes, on the server, the page's context script (with the deferred data's
 * helpers of Remix without single fetch) and the module script importing the page's routes; both
 * come from the server's render state (`staticContext`, `static`), which the browser's router never
 * has, so in the browser each is " ", rendered over the server's script unchanged (hydration keeps
 * the server's text). The browser's copy gets that value at once, and the code writing them (about
 * 0.4 KiB gzip) is left out by the minifier. Each is named with what its value depends on: the
 * build fails when a Remix release writes one otherwise (or no longer has it), rather than giving
 * the browser a value worked out from something else.
 */
const SCRIPTS_BROWSER_VALUES: Record<string, { value: string; dependsOn: string }> = {
  activeDeferreds: { value: "void 0", dependsOn: "staticContext" },
  contextScript: { value: '" "', dependsOn: "staticContext" },
  routeModulesScript: { value: '" "', dependsOn: "isStatic" },
};
const REMIX_COMPONENTS = /\/node_modules\/@remix-run\/react\/dist\/esm\/components\.js$/;

/**
 * The browser's copy of React Router and Remix without their console warnings nor the text of their
 * assertions: @remix-run/router, react-router and react-router-dom call `warning(condition,
 * message)` unguarded by NODE_ENV, so their messages (meant for a developer) came to every page;
 * each call becomes `void 0` (the function only calls console.warn). About 0.5 KiB gzip less JS on
 * every page. Likewise @remix-run/router's and Remix's `invariant(condition, message)` (a bug of the
 * framework or of the app's use of it, never the shopper's doing) throw the same Error with the
 * message "invariant" instead of a sentence (the server's copy, where a failure shows in the logs,
 * keeps them): 0.9 KiB gzip less on every page (framework chunk 78.5 → 77.6 KiB; /{s}/carrinho
 * 99.3 → 98.4 KiB). Also what Remix's `<Scripts>` writes only on the server (SCRIPTS_BROWSER_VALUES)
 * and the console tip of Remix's default screens: 0.5 KiB less (/{s}/carrinho 94.9 → 94.3 KiB as
 * served, docs/decisions/0061).
 */
function withoutRouterWarnings(): Plugin {
  return {
    name: "storefront:router-warnings",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!ROUTER_WARNINGS.test(id.split("?")[0]!)) return null;
      const calls: Node[] = [];
      const messages: Node[] = [];
      const edits: { start: number; end: number; text: string }[] = [];
      const inScripts = REMIX_COMPONENTS.test(id.split("?")[0]!);
      const replaced = new Set<string>();
      const visit = (node: unknown): void => {
        if (!node || typeof node !== "object") return;
        if (Array.isArray(node)) return node.forEach(visit);
        const candidate = node as Node;
        const browserValue =
          inScripts && candidate.type === "VariableDeclarator" && candidate.init
            ? SCRIPTS_BROWSER_VALUES[candidate.id?.name ?? ""]
            : undefined;
        if (browserValue && candidate.init) {
          const name = candidate.id!.name!;
          if (!code.slice(candidate.init.start, candidate.init.end).includes(browserValue.dependsOn))
            this.error(`${id}: <Scripts>' ${name} no longer depends on ${browserValue.dependsOn}`);
          if (replaced.has(name)) this.error(`${id}: <Scripts>' ${name} is declared more than once`);
          replaced.add(name);
          return void edits.push({ start: candidate.init.start, end: candidate.init.end, text: browserValue.value });
        }
        // Remix's default error and loading screens (shown only to an app without its own) print a
        // tip for the developer to the console from an inline script: no script instead.
        if (
          candidate.type === "CallExpression" &&
          candidate.arguments?.[0]?.type === "Literal" &&
          candidate.arguments[0].value === "script" &&
          code.slice(candidate.start, candidate.end).includes("Hey developer")
        )
          return void edits.push({ start: candidate.start, end: candidate.end, text: "null" });
        if (
          candidate.type === "CallExpression" &&
          candidate.callee?.type === "Identifier" &&
          /^(warning|warning\$1|warningOnce|UNSAFE_warning)$/.test(candidate.callee.name ?? "")
        )
          return void calls.push(candidate);
        if (
          candidate.type === "CallExpression" &&
          candidate.callee?.type === "Identifier" &&
          /^(invariant|invariant\$1|UNSAFE_invariant)$/.test(candidate.callee.name ?? "") &&
          candidate.arguments?.length === 2
        ) {
          messages.push(candidate.arguments[1]!);
          return visit(candidate.arguments[0]);
        }
        for (const value of Object.values(candidate)) if (value && typeof value === "object") visit(value);
      };
      visit(this.parse(code));
      const missing = Object.keys(SCRIPTS_BROWSER_VALUES).filter((name) => !replaced.has(name));
      if (inScripts && missing.length > 0) this.error(`${id}: <Scripts> no longer declares ${missing.join(", ")}`);
      let result = code;
      edits.push(
        ...calls.map((call) => ({ start: call.start, end: call.end, text: "void 0" })),
        ...messages.map((message) => ({ start: message.start, end: message.end, text: '"invariant"' })),
      );
      for (const edit of edits.sort((a, b) => b.start - a.start))
        result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
      return { code: result, map: null };
    },
  };
}

/** How code loaded on demand is marked at its import: the comment `on demand` in `import(…)`. */
const ON_DEMAND = "/* on demand */";
/** Vite's wrapping of such an import (vite:build-import-analysis), with the import itself. */
const WRAPPED_ON_DEMAND =
  /__vitePreload\(\(\) => (import\(\s*\/\* on demand \*\/\s*(["'])([^"']+)\2\s*\)),__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0\)/g;
const PRELOAD_HELPER_IMPORT = 'import { __vitePreload } from "\0vite/preload-helper.js";';

/**
 * Code that runs only when the shopper acts (docs/decisions/0056-interaction-only-code-loads-on-first-use.md),
 * imported with the comment `on demand` in `import(…)`, is a plain dynamic import in the browser's
 * build: Vite wraps every dynamic import in its preload helper (to fetch the imported chunk's
 * stylesheets and chunks in parallel), and the helper, a chunk of its own, cost a page 0.65 KiB
 * gzip more than the code put off. Such a module brings no stylesheet of its own (its styles are
 * imported by the module that shows it, so they come with the page's: the build fails otherwise),
 * and the chunks it needs are the page's, already loaded.
 */
function onDemandImports(): Plugin {
  /** The modules imported so. */
  const targets = new Set<string>();
  return {
    name: "storefront:on-demand-imports",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      // After Vite's own transform, which wraps the import.
      order: "post",
      async handler(code, id) {
        if (!code.includes(ON_DEMAND)) return null;
        const specifiers: string[] = [];
        const result = code.replace(
          WRAPPED_ON_DEMAND,
          (_wrapped, plain: string, _quote: string, specifier: string) => (specifiers.push(specifier), plain),
        );
        if (specifiers.length !== code.split(ON_DEMAND).length - 1)
          this.error(
            `${id}: an import marked "on demand" is written in a form Vite rewrites (\`import(…).then(({ name }) => …)\`): use \`.then((module) => module.name)\``,
          );
        for (const specifier of specifiers) {
          const resolved = await this.resolve(specifier, id);
          if (resolved) targets.add(resolved.id);
        }
        const helperUsed = result.replace(PRELOAD_HELPER_IMPORT, "").includes("__vitePreload");
        return { code: helperUsed ? result : result.replace(PRELOAD_HELPER_IMPORT, ""), map: null };
      },
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
      /** A chunk and every chunk it imports, near or far: what is loaded once it has run. */
      const withImports = (fileName: string, found = new Set<string>()): Set<string> => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, found);
        return found;
      };
      for (const chunk of chunks.values()) {
        if (!chunk.facadeModuleId || !targets.has(chunk.facadeModuleId)) continue;
        // Without the helper nothing fetches a stylesheet for it: each chunk it needs whose styles
        // the pages importing it have not loaded fails the build (a chunk of code only comes later).
        const loaded = [...chunks.values()]
          .filter((importer) => importer.dynamicImports.includes(chunk.fileName))
          .map((importer) => withImports(importer.fileName));
        if (loaded.length === 0)
          this.error(
            `${chunk.fileName} is marked "on demand" but no chunk imports it so: its stylesheets went unchecked`,
          );
        for (const needed of withImports(chunk.fileName)) {
          if (loaded.every((files) => files.has(needed))) continue;
          if ((chunks.get(needed)?.viteMetadata?.importedCss.size ?? 0) > 0)
            this.error(
              `${chunk.fileName}, loaded on demand, needs ${needed}, whose stylesheet the page does not load: import those styles where it is shown`,
            );
        }
      }
    },
  };
}

/**
 * The server's render matches routes with @remix-run/router as the request handler does (React
 * Router's <Routes>, the route manifest sent to the browser): the router and the packages that
 * import it are bundled into the server build, with its compiled paths and ranked routes cached
 * (routeMatchCache in scripts/server-build.mjs, docs/decisions/0043), and the render's route tree made
 * once per build instead of once per request, links without a click handler (renderTreeOnce,
 * docs/decisions/0057), an absolute path's address resolved by the path alone and Remix's links
 * without their prefetch state (docs/decisions/0058), and Remix's link to an absolute path making its
 * <a> at once (docs/decisions/0063). The browser's copy is left as it is.
 */
const ROUTER_PACKAGES = [/^@remix-run\/(react|router)(\/|$)/, /^react-router(-dom)?(\/|$)/];

function cachedRouteMatching(): Plugin {
  return {
    name: "storefront:route-match-cache",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (ROUTER_MODULE.test(file)) return { code: routeMatchCache(code, id), map: null };
      const cached = renderTreeOnce(code, file);
      return cached === null ? null : { code: cached, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: 3000 },
  ssr: { noExternal: ROUTER_PACKAGES },
  build: {
    assetsInlineLimit: 0,
    // The browser's code minified by terser in two passes instead of esbuild (the server's build
    // stays unminified): React and Remix come out smaller, about 3.5 KiB gzip less on every page
    // (framework chunk 83.3 → 79.7 KiB gzip; /{s}/carrinho 104.0 → 100.0 KiB), every comment dropped
    // (licence notices go to one file: licenceFile). No Safari 10 workarounds: the build targets
    // Safari 14 and later.
    ...(isSsrBuild
      ? {}
      : {
          minify: "terser" as const,
          terserOptions: { compress: { passes: 2 }, format: { comments: false }, safari10: false },
        }),
    // The server's build stays one file (build/server/index.js, which scripts/server-build.mjs
    // compiles): the code the browser loads on demand is part of it.
    rollupOptions: isSsrBuild ? { output: { inlineDynamicImports: true } } : { output: { manualChunks: browserChunk } },
  },
  plugins: [
    licenceFile(),
    precompressedAssets(),
    withoutRouterWarnings(),
    onDemandImports(),
    cachedRouteMatching(),
    vanillaExtractPlugin(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
}));
