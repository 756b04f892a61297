import type { MetaFunction } from "@remix-run/node";

/**
 * Static markup only (no loader, no upstream): a header, a menu and product rows, about the byte
 * size of the storefront's home page HTML (the bench prints both sizes).
 */
const SECTIONS = ["Mais vendidos", "Ofertas da semana", "Novidades"];
const PRODUCTS_PER_SECTION = 24;
const CATEGORIES = Array.from({ length: 24 }, (_, index) => `Categoria ${index + 1}`);

export const meta: MetaFunction = () => [
  { title: "Página Remix simples" },
  { name: "description", content: "Linha de base do benchmark: uma página Remix sem loader." },
];

export default function BarePage() {
  return (
    <>
      <header>
        <a href="/">Loja de referência</a>
        <nav aria-label="Categorias">
          <ul>
            {CATEGORIES.map((name, index) => (
              <li key={name}>
                <a href={`/categoria/${index + 1}`}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <h1>Bem-vindo à loja de referência</h1>
        {SECTIONS.map((section, sectionIndex) => (
          <section key={section} aria-labelledby={`secao-${sectionIndex}`}>
            <h2 id={`secao-${sectionIndex}`}>{section}</h2>
            <ul>
              {Array.from({ length: PRODUCTS_PER_SECTION }, (_, index) => {
                const id = sectionIndex * 100 + index + 1;
                return (
                  <li key={id}>
                    <article>
                      <a href={`/produto/${id}`}>
                        <img src={`/imagens/produto-${id}.svg`} alt="" width={160} height={160} loading="lazy" />
                        <h3>Produto de referência número {id}</h3>
                      </a>
                      <p>Embalagem com 12 unidades de 500 g, marca própria, validade de 12 meses.</p>
                      <p>
                        <strong>R$ {(9.9 + id).toFixed(2).replace(".", ",")}</strong> <span>un</span>
                      </p>
                      <form method="post" action="/carrinho">
                        <input type="hidden" name="produto" value={id} />
                        <button type="submit">Adicionar ao carrinho</button>
                      </form>
                    </article>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </main>
      <footer>
        <p>Loja de referência — todos os direitos reservados.</p>
      </footer>
    </>
  );
}
