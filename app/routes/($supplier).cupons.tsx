import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as styles from "~/components/cart/coupon-list.css";
import { FormErrors } from "~/components/forms/form-errors";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import type { CouponOffer, ReferralShare } from "~/models/coupon-view";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { chooseCoupon, loadCoupons } from "./($supplier).cupons.server";
import { AccountListPage } from "~/components/account/account-list-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadCoupons(request, await requireSupplier(request, params)), request);
}

export const action = supplierAction((supplier, { request }) => chooseCoupon(request, supplier));

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = noindexMeta("Meus cupons");

export default function CouponsPage() {
  const { offers, referral, cartPath } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refused = Object.values(reply?.result.error ?? {}).flatMap((errors) => errors ?? []);
  return (
    <AccountListPage
      titleId="titulo-cupons"
      title="Meus cupons"
      intro="Os cupons que você pode usar hoje. Escolha um e ele é aplicado ao seu carrinho."
    >
      <FormErrors id="erros-cupom" errors={refused.length > 0 ? refused : undefined} />
      {offers.length === 0 ? (
        <p className={styles.empty}>
          Nenhum cupom disponível para você no momento. Quando a loja liberar um, ele aparece aqui.
        </p>
      ) : (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <OfferCard key={offer.code} offer={offer} />
          ))}
        </ul>
      )}
      {referral ? <ReferralSection referral={referral} /> : null}
      <Link to={cartPath} className={styles.back}>
        Voltar ao carrinho
      </Link>
    </AccountListPage>
  );
}

function OfferCard({ offer }: { offer: CouponOffer }) {
  const navigation = useNavigation();
  const choosing = navigation.state === "submitting" && navigation.formData?.get("codigoCupom") === offer.code;
  return (
    <li className={offer.recommended ? styles.recommendedOffer : styles.offer}>
      <div className={styles.offerText}>
        {offer.recommended ? <span className={styles.badge}>Recomendado para o seu carrinho</span> : null}
        <h2 className={styles.code}>{offer.code}</h2>
        {offer.description ? <p className={styles.description}>{offer.description}</p> : null}
        <p className={styles.benefit}>{offer.benefit}</p>
        {offer.minimum || offer.validity ? (
          <p className={styles.conditions}>{[offer.minimum, offer.validity].filter(Boolean).join(" · ")}</p>
        ) : null}
      </div>
      {offer.inUse ? (
        <p className={styles.state}>Em uso no seu carrinho</p>
      ) : offer.automatic ? (
        <p className={styles.state}>Aplicado automaticamente quando o carrinho atende às condições</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="codigoCupom" value={offer.code} />
          <button type="submit" name="intent" value="escolher" className={layout.button} disabled={choosing}>
            {choosing ? "Enviando…" : "Usar este cupom"}
            <span className="visually-hidden"> {offer.code}</span>
          </button>
        </Form>
      )}
    </li>
  );
}

function ReferralSection({ referral }: { referral: ReferralShare }) {
  return (
    <section className={styles.referral} aria-labelledby="titulo-indicacao">
      <h2 id="titulo-indicacao" className={styles.referralTitle}>
        Indique e ganhe
      </h2>
      <p className={styles.description}>{referral.description ?? `Quem você indicar ganha ${referral.benefit}.`}</p>
      <p className={styles.referralCode}>
        <span>Seu cupom de indicação: </span>
        <span className={styles.code}>{referral.code}</span>
      </p>
      <ul className={styles.shareLinks}>
        <li>
          <a href={referral.mailto} className={layout.secondaryButton}>
            Compartilhar por e-mail
          </a>
        </li>
        <li>
          <a href={referral.whatsapp} className={layout.secondaryButton} target="_blank" rel="noopener noreferrer">
            Compartilhar no WhatsApp<span className="visually-hidden"> (abre em nova aba)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
