/**
 * Every user-facing message of the spec (§4, §5, §6, §8), verbatim, plus the storefront's own
 * pt-BR texts for situations the spec leaves open. Use these constants; never retype a message.
 */
export const messages = {
  order: {
    emptyCart: "O carrinho está vazio. Experimente adicionar alguns produtos",
    /** docs/rules/checkout.md "Order submission"; without products named, the message ends with the server's. */
    submitFailure: (serverMessage: string, itensName: string | null) =>
      itensName
        ? `Erro ao submeter seu pedido. ${serverMessage} Itens: ${itensName}`
        : `Erro ao submeter seu pedido. ${serverMessage}`,
    repeatSuccess: "Os produtos do pedido foram carregados no seu carrinho",
    repeatFailure: "Não foi possível carregar os produtos do pedido",
  },
  cart: {
    saveWithoutCustomer: "Não foi possivel salvar o carrinho",
    noItems: "Não foi possível carregar nenhum produto para o carrinho.",
    /** The storefront's own: tag restrict-not-approved-user-submission and an unapproved customer. */
    awaitingApproval: "Seu cadastro aguarda aprovação. Você poderá montar o seu carrinho assim que ele for aprovado.",
    saveFailed: "Não foi possível salvar o carrinho agora. Seus produtos continuam aqui; tente novamente em instantes.",
    readOnly: "Este carrinho foi preparado pelo atendimento e está bloqueado para alterações.",
    /** The storefront's own: a representative buying before choosing the client (docs/rules/cart.md "Cart save", without a customer id). */
    chooseClient: "Não foi possivel salvar o carrinho: escolha primeiro o cliente para quem você está comprando.",
    chooseClientLink: "Escolher cliente",
    /** The storefront's own: a quantity above 0 that rounds to 0 at 3 decimals (docs/rules/cart.md "Cart quantity"). */
    quantityTooSmall: "Informe uma quantidade de pelo menos 0,001.",
  },
  coupon: {
    invalid: "Não foi possível verificar seu cupom",
    automaticBlocksSwap:
      "Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.",
  },
  delivery: {
    noOption: "Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.",
    schedulesFailed: "Falha ao consultar agendamentos",
  },
  payment: {
    failure: "Falha ao realizar confirmação de pagamento.",
  },
  apiKey: {
    failure: "Erro ao obter cliente!",
  },
  address: {
    yourAddressNotServed: "Infelizmente ainda não atendemos o seu endereço",
    thisAddressNotServed: "Infelizmente ainda não atendemos este endereço",
    supplierDoesNotServe: "O fornecedor não atende no endereço informado",
  },
  supplierLookup: {
    noneForAddress: "Não foi possivel encontrar fornecedores para este endereço",
    serviceAreaFailed: "Falha ao consultar área de atendimento do fornecedor",
    othersFailed: "Falha ao consultar outros fornecedores",
  },
  staticPage: {
    title: "Não foi possível exibir está página!",
    detail: "Aparentemente as alterações recentes do conteúdo precisam ser revisadas!",
  },
  user: {
    lookupFailed: "Email ou CPF Invalido",
    updateFailed: "Erro tentando atualizado usuário. Tente novamente mais tarde",
    updated: "Cadastro atualizado",
  },
  auth: {
    checkCredentials: "Erro tentando autenticar. Verifique suas credenciais",
    couldNotAuthenticate: "Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.",
    invalidCredentials: "Usuário inexistente ou credenciais inválidas",
    tryLater: "Erro ao tentar fazer login. Tente novamente em alguns minutos",
    redirectTokenFailed:
      "Não foi possível autenticar via token de redirecionamento. Verifique suas credenciais e tente novamente.",
    redirectTokenLoginFailed: "Falha ao logar usuário vai token",
    sessionExpired: "Sessão expirada, efetue login novamente",
    guestBuying: "Para continuar a sua compra você precisa estar logado.",
    guestBuyButton: "Faça login para comprar",
    /** The storefront's own: the login belongs to a store on another site (a white-label domain, or the shared one from it). */
    handOffNotice: (loja: string | null) =>
      `Sua conta é atendida por ${loja ?? "outra loja"}, em outro endereço. Continue lá para entrar.`,
    handOffLink: (loja: string | null) => (loja ? `Continuar em ${loja}` : "Continuar na loja da sua conta"),
  },
  registration: {
    failure: "Erro ao tentar cadastrar usuário",
    pendingApproval: "Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.",
    alreadyConfirmed: "Seu cadastro já foi confirmado e aguarda aprovação",
    underReview: "Cadastro em análise",
  },
  recovery: {
    failure: "Falha ao solicitar redefinição de senha",
  },
  /**
   * The storefront's own words for any form field its own rules have no message for (instead of the
   * validation library's English), and for a form whose action it does not know.
   */
  forms: {
    unknownAction: "Não foi possível concluir esta ação. Recarregue a página e tente de novo.",
    repeated: "Este campo foi enviado mais de uma vez. Recarregue a página e tente de novo.",
    required: "Preencha este campo.",
    invalid: "Confira este campo: o valor informado não é válido.",
    number: "Informe um número.",
    date: "Informe uma data válida.",
    email: "Informe um e-mail válido, como nome@exemplo.com.br.",
    choose: "Escolha uma das opções oferecidas.",
    tooShort: (minimum: string) => `Use pelo menos ${minimum} caracteres.`,
    tooLong: (maximum: string) => `Use no máximo ${maximum} caracteres.`,
    tooSmall: (minimum: string) => `Informe um valor a partir de ${minimum}.`,
    tooBig: (maximum: string) => `Informe um valor de até ${maximum}.`,
    tooMany: (maximum: string) => `Envie no máximo ${maximum} itens de uma vez.`,
  },
  /** The storefront's own words of user management (company accounts). */
  users: {
    tooManyInvitations:
      "Você enviou muitos convites em pouco tempo. Aguarde um pouco e tente de novo; o que você digitou continua aqui.",
  },
  /** The storefront's own field errors of the account forms (sign-up, account data, passwords). */
  accountFields: {
    nameRequired: "Informe o nome completo.",
    birthDateRequired: "Informe a data de nascimento.",
    birthDateInvalid: "Informe uma data válida.",
    birthDateInFuture: "A data de nascimento não pode estar no futuro.",
    openingDateRequired: "Informe a data de abertura da empresa.",
    openingDateInFuture: "A data de abertura não pode estar no futuro.",
    documentRequired: "Informe o CPF ou o CNPJ.",
    documentInvalid: "CPF ou CNPJ inválido: confira os números.",
    cnpjInvalid: "Informe um CNPJ válido para buscar os dados da empresa.",
    emailRequired: "Informe o e-mail.",
    emailInvalid: "Informe um e-mail válido, como nome@exemplo.com.br.",
    phoneRequired: "Informe o telefone.",
    phoneInvalid: "Informe o telefone com DDD (10 ou 11 dígitos).",
    passwordRequired: "Informe a senha.",
    passwordTooShort: "A senha precisa ter pelo menos 8 caracteres.",
    passwordTooLong: "A senha pode ter no máximo 128 caracteres.",
    confirmationRequired: "Repita a senha.",
    passwordMismatch: "As senhas não conferem.",
    currentPasswordRequired: "Informe a senha atual.",
    cepInvalid: "Informe o CEP com 8 dígitos.",
    streetRequired: "Informe a rua.",
    numberRequired: "Informe o número.",
    districtRequired: "Informe o bairro.",
    cityRequired: "Informe a cidade.",
    stateRequired: "Escolha o estado.",
    tooLong: "Texto longo demais.",
  },
  pageHead: {
    defaultDescription: "Confira nossas ofertas!",
    defaultKeywords: "commerce, shop, loja virtual",
  },
  errors: {
    notFoundTitle: "Página não encontrada",
    notFoundDetail: "O endereço que você abriu não existe ou foi removido.",
    unexpectedTitle: "Algo deu errado",
    unexpectedDetail: "Não conseguimos carregar esta página agora. Tente novamente em instantes.",
    upstreamUnavailable: "O serviço da loja não respondeu a tempo. Tente novamente em instantes.",
    tooManyRequestsTitle: "Muitas solicitações",
    tooManyRequestsDetail: "Recebemos muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.",
    /** The wait of the page's Retry-After, in whole minutes (rounded up). */
    tooManyRequestsWait: (minutes: number) =>
      `Recebemos muitas solicitações em pouco tempo. Aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente de novo.`,
    tryAgain: "Tentar novamente",
    backHome: "Voltar para a página inicial",
    /** A path that cannot be read (broken percent-encoding) or a query the storefront does not take. */
    badRequestTitle: "Endereço inválido",
    badRequestDetail: "Não conseguimos ler o endereço que você abriu. Confira o link ou volte para a página inicial.",
    badRequestShort: "Requisição inválida.",
    /** A form or upload past the size the storefront takes (413). */
    payloadTooLargeTitle: "Envio grande demais",
    payloadTooLargeDetail:
      "O que você enviou passa do tamanho que a loja aceita. Envie menos dados de cada vez; no pedido rápido, planilhas de até 1 MB.",
    payloadTooLargeShort: "Requisição grande demais.",
    /** Short answers for requests that do not take a page (data requests, scripts). */
    unexpectedShort: "Erro inesperado. Tente novamente em instantes.",
    /** A method the page does not take (TRACE, PUT, a POST to a page without a form) (405). */
    methodNotAllowedTitle: "Ação não disponível",
    methodNotAllowedDetail: "Esta página não recebe esse tipo de envio. Volte e use os botões e formulários da página.",
    methodNotAllowedShort: "Método não permitido nesta página.",
    /** A body a form cannot be read from (broken multipart, JSON, text) (400). */
    badBodyTitle: "Envio inválido",
    badBodyDetail: "Não conseguimos ler o que foi enviado. Volte à página e envie o formulário de novo.",
    badBodyShort: "Não conseguimos ler o formulário enviado.",
    /** A body that did not arrive in time (408). */
    bodyTimeoutTitle: "Envio interrompido",
    bodyTimeoutDetail: "O envio demorou demais e foi interrompido. Confira sua conexão e envie de novo.",
    bodyTimeoutShort: "O envio demorou demais e foi interrompido.",
  },
} as const;
