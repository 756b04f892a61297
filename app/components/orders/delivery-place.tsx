type Store = { nome: string; descricao_endereco_loja?: string | null };
type Address = { rua: string; numero: string; complemento?: string | null; bairro: string; cidade: string; uf: string };

/** Where an order is picked up (the store and its address) or delivered (the street address), as the order pages say it. */
export function DeliveryPlace({
  loja,
  endereco,
  className,
}: {
  loja: Store | null | undefined;
  endereco: Address | null | undefined;
  className: string;
}) {
  return (
    <>
      {loja ? (
        <p className={className}>
          {loja.nome}
          {loja.descricao_endereco_loja ? `: ${loja.descricao_endereco_loja}` : ""}
        </p>
      ) : null}
      {endereco ? (
        <p className={className}>
          {endereco.rua}, {endereco.numero}
          {endereco.complemento ? ` (${endereco.complemento})` : ""} · {endereco.bairro}, {endereco.cidade}/
          {endereco.uf}
        </p>
      ) : null}
    </>
  );
}
