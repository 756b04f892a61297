import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as React from "react";
import { renderToString } from "react-dom/server";
import { Link } from "@remix-run/react";
import { useHref } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { REMIX_COMPONENTS_MODULE, RENDER_TREE_CACHES, renderTreeOnce } from "../../../scripts/server-build.mjs";

// docs/decisions/0063: Remix's <Link> to an absolute path, rendered on the server, makes its <a> at once.
const require = createRequire(import.meta.url);
const COMPONENTS = require.resolve("@remix-run/react").replace(/index\.js$/, "esm/components.js");
const COMPONENTS_SOURCE = readFileSync(COMPONENTS, "utf8");
const ROUTER_DOM_SOURCE = readFileSync(require.resolve("react-router-dom").replace(/main\.js$/, "index.js"), "utf8");

/** The package's own getDiscoverAttr, which the fast path calls as Remix's <Link> does. */
const GET_DISCOVER_ATTR = /function getDiscoverAttr\([^)]*\) \{\n[^\n]*\n\}/.exec(COMPONENTS_SOURCE)![0];

type LinkProps = Record<string, unknown> & { to: unknown; prefetch?: string; discover?: string };
const { isPlainServerLink, serverLink, LINK_OWN_PROPS } = new Function(
  "React",
  `${GET_DISCOVER_ATTR}\n${RENDER_TREE_CACHES.serverLink}\nreturn { isPlainServerLink, serverLink, LINK_OWN_PROPS };`,
)(React) as {
  isPlainServerLink: (to: unknown) => boolean;
  serverLink: (to: string, discover: string, props: object, href: string) => React.ReactElement;
  LINK_OWN_PROPS: Set<string>;
};

/** Remix's <Link> as the server's copy renders it for an absolute path. */
function FastLink({ to, prefetch: _prefetch = "none", discover = "render", ...props }: LinkProps) {
  return serverLink(to as string, discover, props, useHref(to as string));
}

const html = (link: React.ReactElement) =>
  renderToString(<StaticRouter location="/aurora/categoria/101?pagina=2">{link}</StaticRouter>);

describe("Remix's <Link> rendered on the server", () => {
  it("goes the fast way in Remix's <Link> only, the package's code otherwise as it was", () => {
    expect(REMIX_COMPONENTS_MODULE.test(COMPONENTS)).toBe(true);
    const made = renderTreeOnce(COMPONENTS_SOURCE, COMPONENTS)!;
    const fast = "  if (isPlainServerLink(to)) return serverLink(to, discover, props, useHref(to));\n";
    expect(made.split(fast).length - 1).toBe(1);
    expect(made.indexOf(fast)).toBeGreaterThan(made.indexOf("let Link = "));
    expect(made.indexOf(fast)).toBeLessThan(made.indexOf('Link.displayName = "Link";'));
  });

  it("leaves on the <a> the props React Router's <Link> leaves there", () => {
    const excluded = /const _excluded = (\[[^\]]*\])/.exec(ROUTER_DOM_SOURCE)![1]!;
    expect([...LINK_OWN_PROPS].sort()).toEqual((JSON.parse(excluded) as string[]).sort());
  });

  it.each<[string, LinkProps]>([
    ["a product card's link", { to: "/aurora/produto/1001", className: "card", children: "Arroz branco" }],
    ["a search with a hash", { to: "/aurora/busca?q=arroz branco&pagina=2#lista", children: "Buscar" }],
    ["a path to be made plain", { to: "/aurora/./ofertas/../combos/semana", children: "Combos" }],
    [
      "attributes and children of several kinds",
      {
        to: "/aurora/",
        id: "inicio",
        "aria-current": "page",
        "data-testid": "logo",
        style: { color: "red" },
        title: 'A "loja" & <cia>',
        children: [<span key="a">Distribuidora</span>, " Aurora", 3],
      },
    ],
    ["prefetch on intent", { to: "/aurora/carrinho", prefetch: "intent", children: "Carrinho" }],
    ["prefetch on render", { to: "/aurora/carrinho", prefetch: "render", children: "Carrinho" }],
    ["a whole page load", { to: "/aurora/entrar?redirectTo=%2Faurora", reloadDocument: true, children: "Entrar" }],
    ["no discovery", { to: "/aurora/chat", discover: "none", children: "Mensagens" }],
    ["a new tab", { to: "/aurora/faturas/12/boleto", target: "_blank", rel: "noopener", children: "Boleto" }],
    [
      "navigation options the <a> does not carry",
      {
        to: "/aurora/pedidos",
        state: { from: "home" },
        replace: true,
        preventScrollReset: true,
        relative: "path",
        viewTransition: true,
        onClick: () => undefined,
        children: "Pedidos",
      },
    ],
  ])("makes the HTML Remix's <Link> makes: %s", (_case, props) => {
    expect(isPlainServerLink(props.to)).toBe(true);
    const expected = html(<Link {...(props as React.ComponentProps<typeof Link>)} />);
    expect(expected).toContain("<a ");
    expect(html(<FastLink {...props} />)).toBe(expected);
  });

  it("numbers what is inside the link (useId) as Remix's <Link> does, and so as the browser does", () => {
    function Labelled() {
      const id = React.useId();
      return <span id={id}>Arroz</span>;
    }
    const page = (Which: React.ElementType) => (
      <>
        <Which to="/aurora/produto/1001">
          <Labelled />
          <Labelled />
        </Which>
        <Labelled />
      </>
    );
    expect(html(page(FastLink))).toBe(html(page(Link)));
  });

  it.each([
    ["a relative path", "categoria/101"],
    ["another host without a scheme", "//example.com/aurora"],
    ["an address with a scheme", "https://example.com/aurora"],
    ["an empty path", ""],
    ["a path object", { pathname: "/aurora" }],
  ])("leaves %s to Remix's <Link>", (_case, to) => {
    expect(isPlainServerLink(to)).toBe(false);
  });
});
