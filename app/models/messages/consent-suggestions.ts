/** A product page's words for suggestions without personalization (ADR 0041), apart so that the page carries only them. */
export const genericSuggestionsText =
  "Estas sugestões são as mesmas para todos: você desativou os cookies de personalização.";
