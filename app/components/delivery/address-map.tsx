import { useEffect, useState } from "react";
import type { MapTiles } from "~/models/delivery/map-position";
import * as layout from "~/styles/layout.css";
import * as styles from "./address-map.css";
import type * as Panel from "./address-map-panel.client";

type AddressMapProps = {
  /** The form the fields belong to (the map follows the CEP typed in it, and fills its hidden fields). */
  formId: string;
  fields: Panel.MapFields;
  /** MAP_TILE_URL with its credit, or null: no map, the CEP places the address. */
  tiles: MapTiles | null;
};

const HIDDEN = ["lat", "lng", "cepDoMapa", "origemDoMapa"] as const;

/**
 * The address's point (issue "Map"): hidden fields carry the pin's point and the CEP it is for, with
 * or without JavaScript (an address being changed keeps its saved point; a CEP looked up brings
 * its own). With JavaScript and MAP_TILE_URL, "Ajustar no mapa" loads the map's panel with Leaflet,
 * a chunk of its own (docs/decisions/0015): this part stays small, the page's script carries no map.
 * Without JavaScript, tiles or a point, the CEP places the address when it is saved.
 */
export function AddressMap({ formId, fields, tiles }: AddressMapProps) {
  const [hydrated, setHydrated] = useState(false);
  const [panel, setPanel] = useState<typeof Panel | "loading" | "failed" | null>(null);
  useEffect(() => setHydrated(true), []);

  async function open() {
    setPanel("loading");
    try {
      const loaded = await import("./address-map-panel.client");
      setPanel(() => loaded);
    } catch {
      setPanel("failed");
    }
  }

  const errors = [...(fields.lat.errors ?? []), ...(fields.lng.errors ?? [])];
  return (
    <>
      {/* Keyed by the server's answer: a CEP looked up or a form sent back brings its own point. */}
      {HIDDEN.map((name) => (
        <input key={fields[name].key} type="hidden" name={name} defaultValue={fields[name].initialValue ?? ""} />
      ))}
      {errors.length > 0 ? (
        <p id={fields.lat.errorId} className={styles.error} role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
      {hydrated && tiles !== null ? (
        <section className={styles.section} aria-labelledby={`${formId}-mapa`}>
          <h3 id={`${formId}-mapa`} className={styles.title}>
            Ponto de entrega no mapa
          </h3>
          {typeof panel === "object" && panel !== null ? (
            <panel.AddressMapPanel formId={formId} fields={fields} tiles={tiles} />
          ) : panel === "failed" ? (
            <p role="status">O mapa não está disponível agora. Ao salvar, o endereço é localizado pelo CEP.</p>
          ) : fields.lat.initialValue ? (
            <p>
              <button
                type="button"
                className={layout.secondaryButton}
                onClick={() => void open()}
                disabled={panel === "loading"}
              >
                {panel === "loading" ? "Abrindo o mapa…" : "Ajustar no mapa"}
              </button>
            </p>
          ) : (
            <p>Busque o CEP para ver o endereço no mapa.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
