import type { ReactNode } from "react";
import type { AccountRole } from "~/models/account-role";
import { registrationMessages } from "~/models/messages/registration";
import * as layout from "~/styles/layout.css";
import * as styles from "./account.css";

/** What the account page shows of the customer, ready to print (built by its loader). */
export type AccountView = {
  nome: string;
  documentoRotulo: "CPF" | "CNPJ";
  documento: string;
  email: string | null;
  telefone: string | null;
  nascimento: string | null;
  endereco: string[] | null;
  aprovado: boolean;
  credito: { total: string; disponivel: string | null } | null;
  emailVerificado: boolean;
};

const NOT_GIVEN = "Não informado";

/** Whose data the page shows, and who changes it when the one looking cannot. */
const HEADINGS: Record<AccountRole, { title: string; readOnly: string | null }> = {
  customer: { title: "Seus dados", readOnly: null },
  user: {
    title: "Dados da empresa",
    readOnly:
      "Os dados da empresa são alterados pelo titular da conta. Aqui você altera o seu e-mail de acesso e a sua senha.",
  },
  representative: { title: "Dados do cliente", readOnly: "Alterações nestes dados são feitas pelo próprio cliente." },
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** The customer's data as the store knows it, with the approval state and the credit limit. */
export function AccountOverview({ view, role }: { view: AccountView; role: AccountRole }) {
  const heading = HEADINGS[role];
  return (
    <section className={styles.card} aria-labelledby="conta-resumo">
      <h2 id="conta-resumo">{heading.title}</h2>
      {heading.readOnly ? <p className={styles.lead}>{heading.readOnly}</p> : null}
      {view.aprovado ? null : (
        <p className={layout.notice} role="status">
          {registrationMessages.underReview}
        </p>
      )}
      <dl className={styles.facts}>
        <Fact label="Nome">{view.nome}</Fact>
        <Fact label={view.documentoRotulo}>{view.documento}</Fact>
        <Fact label="E-mail">
          {view.email ?? NOT_GIVEN}
          {view.emailVerificado ? <span className={styles.badge}>E-mail confirmado</span> : null}
        </Fact>
        <Fact label="Telefone">{view.telefone ?? NOT_GIVEN}</Fact>
        <Fact label="Data de nascimento">{view.nascimento ?? NOT_GIVEN}</Fact>
        <Fact label="Endereço">
          {view.endereco
            ? view.endereco.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))
            : NOT_GIVEN}
        </Fact>
        <Fact label="Situação do cadastro">{view.aprovado ? "Aprovado" : registrationMessages.underReview}</Fact>
        {view.credito ? (
          <Fact label="Limite de crédito">
            {view.credito.total}
            {view.credito.disponivel ? <span className={styles.line}>{view.credito.disponivel} disponível</span> : null}
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
