import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { PixCharge } from "~/models/checkout/payment";
import { unusablePixCodeText } from "~/models/checkout/pix-code";
import { cardIntent } from "~/models/checkout/form-names";
import { formatBRL } from "~/models/money";
import type { QrPath } from "~/models/checkout/qr-path";
import * as layout from "~/styles/layout.css";
import * as styles from "./checkout.css";

/** How often an open PIX page asks whether the payment arrived (with JavaScript). */
const REFRESH_MS = 5_000;

const expiryText = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" }).format(
    new Date(iso),
  );

/**
 * PIX (docs/rules/checkout.md "PIX"): the amount and the expiry, the copy-and-paste code with a copy
 * button (with JavaScript) and the QR code drawn on the server — beside the code on a desktop, folded
 * under "Pagar com outro aparelho" on a phone, where the code leads (it is pasted into the bank's
 * app on the same phone); a button makes the code when there is
 * none or it expired. The page asks again every few
 * seconds with JavaScript, and has a link that does the same without it.
 */
export function PixPayment({
  charge,
  refreshPath,
}: {
  charge: (PixCharge & { qr: QrPath | null; unusableCode?: boolean }) | null;
  refreshPath: string;
}) {
  const revalidator = useRevalidator();
  const [copied, setCopied] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const active = charge?.status === "ATIVA" && !charge.unusableCode;
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);
  if (charge?.status === "CONCLUIDA") return <p role="status">Pagamento por PIX confirmado. Obrigado!</p>;
  // A code whose CRC does not check is offered neither drawn nor to copy (docs/decisions/0029).
  if (charge?.unusableCode) {
    return (
      <Form method="post" id="pix-tentar-de-novo">
        <p role="alert">{unusablePixCodeText}</p>
        <button type="submit" name="intent" value={cardIntent.pix} className={layout.button}>
          Tentar de novo
        </button>
      </Form>
    );
  }
  if (!charge || charge.status === "EXPIRADA") {
    return (
      <Form method="post">
        <p>{charge ? "O código PIX expirou sem pagamento." : "O código PIX ainda não foi gerado."}</p>
        <button type="submit" name="intent" value={cardIntent.pix} className={layout.button}>
          {charge ? "Gerar novo código PIX" : "Gerar código PIX"}
        </button>
      </Form>
    );
  }
  const qrCode = charge.qr ? (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${charge.qr.size} ${charge.qr.size}`}
      role="img"
      aria-label={`QR code do PIX de ${formatBRL(charge.valor)}`}
      shapeRendering="crispEdges"
    >
      <rect width={charge.qr.size} height={charge.qr.size} fill="#fff" />
      <path d={charge.qr.d} fill="#000" />
    </svg>
  ) : null;
  return (
    <div className={styles.sections}>
      <p className={styles.fact}>
        Pague {formatBRL(charge.valor)} até {expiryText(charge.expiraEm)}: copie o código e cole no app do seu banco, em
        PIX copia e cola, ou leia o QR code.
      </p>
      {/* A desktop shows the QR code at once, for the phone's camera. */}
      {qrCode ? <div className={styles.qrWide}>{qrCode}</div> : null}
      <label htmlFor="pix-copia-e-cola" className={styles.fact}>
        PIX copia e cola
      </label>
      <textarea id="pix-copia-e-cola" className={styles.code} readOnly value={charge.copiaECola} rows={4} />
      {canCopy ? (
        <button
          type="button"
          className={layout.secondaryButton}
          onClick={() => {
            void navigator.clipboard.writeText(charge.copiaECola).then(() => setCopied(true));
          }}
        >
          {copied ? "Código copiado" : "Copiar código PIX"}
        </button>
      ) : null}
      {/* On a phone the code is pasted into the bank's app there: the QR code is for paying from another device. */}
      {qrCode ? (
        <details className={styles.qrPhone}>
          <summary>Pagar com outro aparelho</summary>
          {qrCode}
        </details>
      ) : null}
      <p role="status" className={styles.muted}>
        Aguardando o pagamento.{" "}
        <Link to={refreshPath} preventScrollReset>
          Atualizar situação do pagamento
        </Link>
      </p>
    </div>
  );
}
