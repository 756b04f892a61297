import { useEffect, useRef, useState } from "react";
import {
  movePosition,
  parseDegrees,
  pinText,
  roundDegrees,
  type Direction,
  type MapTiles,
  type Position,
} from "~/models/delivery/map-position";
import { PIN_ORIGINS, type PinOrigin } from "~/models/delivery/pin-origin";
import type { FieldMeta } from "~/components/forms/use-form-result";
import * as styles from "./address-map-panel.css";
import { mountMap, type MapHandle } from "./leaflet-map.client";

/** A step of the buttons that move the pin. */
const BUTTON_STEP_METERS = 10;

const MOVES: { direction: Direction; label: string; arrow: string }[] = [
  { direction: "norte", label: "Norte", arrow: "↑" },
  { direction: "sul", label: "Sul", arrow: "↓" },
  { direction: "oeste", label: "Oeste", arrow: "←" },
  { direction: "leste", label: "Leste", arrow: "→" },
];

type Start = { position: Position; origin: PinOrigin; cep: string };

const digits = (value: string | undefined) => (value ?? "").replace(/\D/g, "");

/** Where the pin starts, from the form's hidden fields (the server's last answer or the saved address). */
function startOf(fields: MapFields): Start | null {
  const lat = parseDegrees(fields.lat.initialValue, "lat");
  const lng = parseDegrees(fields.lng.initialValue, "lng");
  const cep = digits(fields.cepDoMapa.initialValue);
  if (lat === null || lng === null || cep.length !== 8) return null;
  const origin = PIN_ORIGINS.find((candidate) => candidate === fields.origemDoMapa.initialValue) ?? "cep";
  return { position: { lat, lng }, origin, cep };
}

/** The address form's fields the map reads and fills. */
export type MapFields = Record<"cep" | "lat" | "lng" | "cepDoMapa" | "origemDoMapa", FieldMeta>;

type PanelProps = { formId: string; fields: MapFields; tiles: MapTiles };

/**
 * The opened map (loaded with Leaflet when the shopper asks for it, docs/decisions/0015): what the
 * pin marks, said in words; the map; buttons that move the pin 10 m at a time. The pin's point
 * goes into the form's hidden fields; a pin belongs to the CEP it was placed for, so a CEP typed
 * since hides the map until it is looked up.
 */
export function AddressMapPanel({ formId, fields, tiles }: PanelProps) {
  const [start, setStart] = useState(() => startOf(fields));
  const [pin, setPin] = useState<Position | null>(() => start?.position ?? null);
  const [typedCep, setTypedCep] = useState(() => digits(fields.cep.initialValue));
  const [unavailable, setUnavailable] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);

  // Each answer of the server (a CEP looked up, a refused save) brings the point to start from.
  const answerKey = fields.lat.key;
  const firstAnswer = useRef(answerKey);
  useEffect(() => {
    if (answerKey === firstAnswer.current) return;
    const next = startOf(fields);
    setStart(next);
    setPin(next?.position ?? null);
    setTypedCep(digits(fields.cep.initialValue));
    if (next) handle.current?.setPosition(next.position);
    // fields is a new object each render: the answer's key says when its values changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerKey]);

  // The CEP as typed.
  useEffect(() => {
    const form = document.getElementById(formId);
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.name === "cep") setTypedCep(digits(target.value));
    };
    form?.addEventListener("input", onInput);
    return () => form?.removeEventListener("input", onInput);
  }, [formId]);

  const moved = pin !== null && start !== null && (pin.lat !== start.position.lat || pin.lng !== start.position.lng);

  // The form's hidden fields follow the pin.
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const set = (name: string, value: string) => {
      const input = form?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    };
    if (!pin || !start) return;
    set("lat", String(pin.lat));
    set("lng", String(pin.lng));
    set("origemDoMapa", moved ? "escolhido" : start.origin);
  }, [formId, pin, start, moved]);

  const showing = start !== null && pin !== null && typedCep === start.cep && !unavailable;

  // The map is drawn while it is shown (Leaflet measures its box), and taken down when it goes.
  useEffect(() => {
    if (!showing || !container.current || !pin) return;
    handle.current = mountMap(container.current, {
      tiles,
      position: pin,
      pinClass: styles.pin,
      pinLabel: "Pino do endereço: arraste, ou use as setas do teclado para movê-lo",
      mapLabel: "Mapa do endereço",
      onMove: (position) => setPin({ lat: roundDegrees(position.lat), lng: roundDegrees(position.lng) }),
      onUnavailable: () => setUnavailable(true),
    });
    handle.current.focusPin();
    return () => {
      handle.current?.destroy();
      handle.current = null;
    };
    // Drawn once per showing: later moves go through the handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showing]);

  function place(position: Position) {
    setPin(position);
    handle.current?.setPosition(position);
  }

  if (unavailable)
    return <p role="status">O mapa não está disponível agora. Ao salvar, o endereço é localizado pelo CEP.</p>;
  if (!start || !pin) return <p>Busque o CEP para ver o endereço no mapa.</p>;
  if (!showing) {
    return (
      <p role="status">
        O CEP mudou: busque o CEP para ver o novo endereço no mapa. Ao salvar, o endereço é localizado pelo novo CEP.
      </p>
    );
  }
  return (
    <>
      <p role="status">{pinText(start.position, pin, start.origin, start.cep)}</p>
      <div ref={container} className={styles.map} />
      <fieldset className={styles.moves}>
        <legend className={styles.movesLegend}>Mover o pino {BUTTON_STEP_METERS} m para o</legend>
        {MOVES.map((item) => (
          <button
            key={item.direction}
            type="button"
            className={styles.moveButton}
            onClick={() => place(movePosition(pin, item.direction, BUTTON_STEP_METERS))}
          >
            <span aria-hidden="true">{item.arrow}</span> {item.label}
          </button>
        ))}
        {moved ? (
          <button type="button" className={styles.moveButton} onClick={() => place(start.position)}>
            Voltar ao início
          </button>
        ) : null}
      </fieldset>
    </>
  );
}
