/**
 * Modo leve (docs/decisions/0045): pages with no script at all, for a browser that asks to save
 * data (`Save-Data: on`) or a shopper who chose it in the footer (the `modo-leve` cookie). The
 * shopper's choice overrides the browser's header both ways: "leve" gives light pages without the
 * header, "completo" gives the full pages even with it.
 */
export const LIGHT_MODE_COOKIE = "modo-leve";

export type LightModeChoice = "leve" | "completo";

/** The shopper's choice in a Cookie header, or null when there is none (or it is not one of the two). */
export function lightModeChoice(cookieHeader: string | null | undefined): LightModeChoice | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.split("=", 2).map((piece) => piece.trim());
    if (name === LIGHT_MODE_COOKIE && (value === "leve" || value === "completo")) return value;
  }
  return null;
}

/** `Save-Data: on` (case and spaces aside; https://wicg.github.io/savedata/): the browser asks for less data. */
export function savesData(saveDataHeader: string | null | undefined): boolean {
  return (saveDataHeader ?? "").trim().toLowerCase() === "on";
}

/** Whether this request's pages go without scripts: the shopper's choice, else the browser's Save-Data. */
export function isLightMode(headers: {
  saveData: string | null | undefined;
  cookie: string | null | undefined;
}): boolean {
  const choice = lightModeChoice(headers.cookie);
  if (choice) return choice === "leve";
  return savesData(headers.saveData);
}

/**
 * The footer's Modo leve line for this request (docs/decisions/0045), worked out by the layout's
 * loader: the page's JS only places it (a page in Modo leve has no JS at all).
 */
export function lightModeSwitch(light: boolean): { text: string; button: string; modo: LightModeChoice } {
  return light
    ? {
        text: "Você está no modo leve: páginas sem JavaScript, para gastar menos dados.",
        button: "Voltar ao modo completo",
        modo: "completo",
      }
    : { text: "Internet lenta ou pacote de dados no fim?", button: "Modo leve", modo: "leve" };
}
