import { useFetcher, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cleanSearchText, SEARCH_TEXT_MAX, type SuggestionsView } from "~/models/search-text";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { ProductImage } from "./product-image";
import * as styles from "./search-box.css";
import { useStaticTexts } from "./use-static-texts";
import { useSupplierLayout } from "./use-supplier-layout";

/** docs/rules/catalogue.md "Search": "Search suggestions: at most 10, debounced 1 s. Product search debounced 250 ms." */
export const SUGGESTIONS_DEBOUNCE_MS = 1000;
export const RESULTS_DEBOUNCE_MS = 250;

/**
 * The store's search field. Without JavaScript it is a GET form to the search page. With
 * JavaScript it is a combobox: suggestions appear after 1 s of quiet, arrow keys move through
 * them, Enter opens the product, Escape closes; on the search page the results follow the text
 * after 250 ms.
 */
export function SearchBox({ basePath }: { basePath: string }) {
  const imageBaseUrl = useSupplierLayout()?.imageBaseUrl ?? null;
  const searchPath = supplierPath(basePath, "/busca");
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onSearchPage = location.pathname === searchPath;
  // The address's text as far as a search reads it (a 10 000-character q is not put back in the box whole).
  const pageText = onSearchPage ? (params.get("q") ?? "").slice(0, SEARCH_TEXT_MAX) : "";
  const [text, setText] = useState(pageText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<SuggestionsView>();
  const id = useId();
  const texts = useStaticTexts();
  const listId = `${id}-sugestoes`;
  const suggestions = fetcher.data && fetcher.data.text === cleanSearchText(text) ? fetcher.data.suggestions : [];
  /** The text the results were last asked for: its answer must not overwrite what was typed since. */
  const lastSent = useRef<string | null>(null);
  /** Suggestions follow what the shopper types, not the text a page opened with (no request nobody asked for). */
  const typed = useRef(false);

  const loadSuggestions = fetcher.load;

  useEffect(() => {
    if (pageText === lastSent.current) return;
    setText((current) => (current.trim() === pageText ? current : pageText));
  }, [pageText]);

  useEffect(() => {
    if (!typed.current || text.trim().length < 2) return;
    const timer = setTimeout(
      () => loadSuggestions(`${supplierPath(basePath, "/sugestoes")}?q=${encodeURIComponent(text.trim())}`),
      SUGGESTIONS_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, basePath, loadSuggestions]);

  useEffect(() => {
    if (!onSearchPage || text.trim() === pageText.trim()) return;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      navigate(`${searchPath}?q=${encodeURIComponent(text.trim())}`, { replace: true, preventScrollReset: true });
    }, RESULTS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearchPage, pageText, searchPath, navigate]);

  const expanded = open && suggestions.length > 0;

  function choose(index: number) {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    navigate(supplierPath(basePath, `/produto/${suggestion.id}`));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "ArrowDown" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  }

  return (
    <form method="get" action={searchPath} role="search" className={styles.form}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Buscar produtos
      </label>
      <input
        id={`${id}-q`}
        className={styles.input}
        type="search"
        name="q"
        placeholder={texts["busca.placeholder"]}
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className={styles.submit}>
        Buscar
      </button>
      <ul id={listId} role="listbox" aria-label="Sugestões" className={styles.listbox} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`${styles.option} ${index === active ? styles.optionActive : ""}`}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            {suggestion.imagem && imageBaseUrl !== null ? (
              <ProductImage
                className={styles.optionImage}
                imageBaseUrl={imageBaseUrl}
                path={suggestion.imagem}
                size={40}
              />
            ) : (
              <span className={styles.optionImage} />
            )}
            <span className={styles.optionName}>{suggestion.nome}</span>
            {suggestion.preco != null ? (
              <span className={styles.optionPrice}>{formatBRL(suggestion.preco)}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </form>
  );
}
