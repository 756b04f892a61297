/**
 * The demo CEP directory (docs/upstream-api.md §50): CEPs along real streets of the demo suppliers'
 * cities, with coordinates along each street. Generated here, not the Correios directory: each
 * street's first CEP and position are close to the real ones, and its next CEPs follow in steps
 * of 10 along a straight line. Chosen so that the service areas tell them apart: Pinheiros is
 * served by aurora and bomsabor, the rest of Greater São Paulo by aurora, Cambuí (Campinas) by
 * casaverde, Barão Geraldo, Santos and Rio de Janeiro by nobody.
 */
import type { LatLng } from "../geo";

export type CepSeed = {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
  lat: number;
  lng: number;
};

type Street = {
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
  /** The street's first CEP (8 digits); the next ones add 10 each. */
  cep: string;
  from: LatLng;
  to: LatLng;
  /** How many CEPs along the street. */
  count: number;
};

const SAO_PAULO = { cidade: "São Paulo", uf: "SP" };
const CAMPINAS = { cidade: "Campinas", uf: "SP" };

const STREETS: Street[] = [
  // Pinheiros and Vila Madalena: aurora and bomsabor.
  {
    rua: "Rua dos Pinheiros",
    bairro: "Pinheiros",
    ...SAO_PAULO,
    cep: "05422001",
    from: [-23.5612, -46.6795],
    to: [-23.5716, -46.6918],
    count: 12,
  },
  {
    rua: "Rua Teodoro Sampaio",
    bairro: "Pinheiros",
    ...SAO_PAULO,
    cep: "05406000",
    from: [-23.5563, -46.6725],
    to: [-23.5668, -46.6862],
    count: 12,
  },
  {
    rua: "Rua Cardeal Arcoverde",
    bairro: "Pinheiros",
    ...SAO_PAULO,
    cep: "05407000",
    from: [-23.5553, -46.6778],
    to: [-23.5672, -46.6926],
    count: 12,
  },
  {
    rua: "Rua Harmonia",
    bairro: "Vila Madalena",
    ...SAO_PAULO,
    cep: "05435000",
    from: [-23.5519, -46.6874],
    to: [-23.5566, -46.6951],
    count: 10,
  },
  {
    rua: "Rua Oscar Freire",
    bairro: "Pinheiros",
    ...SAO_PAULO,
    cep: "05409010",
    from: [-23.5575, -46.675],
    to: [-23.5605, -46.6825],
    count: 8,
  },
  {
    rua: "Avenida Rebouças",
    bairro: "Pinheiros",
    ...SAO_PAULO,
    cep: "05402000",
    from: [-23.5582, -46.6718],
    to: [-23.5702, -46.6889],
    count: 12,
  },
  // The rest of Greater São Paulo: aurora only.
  {
    rua: "Avenida Paulista",
    bairro: "Bela Vista",
    ...SAO_PAULO,
    cep: "01310000",
    from: [-23.5558, -46.6624],
    to: [-23.5712, -46.6447],
    count: 15,
  },
  {
    rua: "Rua Augusta",
    bairro: "Consolação",
    ...SAO_PAULO,
    cep: "01304000",
    from: [-23.5497, -46.6488],
    to: [-23.559, -46.66],
    count: 12,
  },
  {
    rua: "Rua da Consolação",
    bairro: "Consolação",
    ...SAO_PAULO,
    cep: "01301000",
    from: [-23.5445, -46.6432],
    to: [-23.5575, -46.6605],
    count: 12,
  },
  {
    rua: "Rua 25 de Março",
    bairro: "Centro",
    ...SAO_PAULO,
    cep: "01021000",
    from: [-23.5408, -46.6306],
    to: [-23.5455, -46.6322],
    count: 8,
  },
  {
    rua: "Avenida Ipiranga",
    bairro: "República",
    ...SAO_PAULO,
    cep: "01046010",
    from: [-23.5412, -46.6393],
    to: [-23.5478, -46.644],
    count: 8,
  },
  {
    rua: "Rua Vergueiro",
    bairro: "Liberdade",
    ...SAO_PAULO,
    cep: "01504000",
    from: [-23.5655, -46.6385],
    to: [-23.589, -46.6349],
    count: 15,
  },
  {
    rua: "Rua da Mooca",
    bairro: "Mooca",
    ...SAO_PAULO,
    cep: "03103000",
    from: [-23.5528, -46.6232],
    to: [-23.5582, -46.5952],
    count: 12,
  },
  {
    rua: "Avenida Paes de Barros",
    bairro: "Vila Prudente",
    ...SAO_PAULO,
    cep: "03132000",
    from: [-23.557, -46.5975],
    to: [-23.5795, -46.5868],
    count: 10,
  },
  {
    rua: "Rua Voluntários da Pátria",
    bairro: "Santana",
    ...SAO_PAULO,
    cep: "02010000",
    from: [-23.512, -46.629],
    to: [-23.489, -46.622],
    count: 12,
  },
  {
    rua: "Avenida Sapopemba",
    bairro: "Sapopemba",
    ...SAO_PAULO,
    cep: "03345000",
    from: [-23.581, -46.556],
    to: [-23.604, -46.515],
    count: 12,
  },
  {
    rua: "Avenida Santo Amaro",
    bairro: "Santo Amaro",
    ...SAO_PAULO,
    cep: "04701000",
    from: [-23.627, -46.687],
    to: [-23.652, -46.705],
    count: 12,
  },
  {
    rua: "Avenida Tiradentes",
    bairro: "Centro",
    cidade: "Guarulhos",
    uf: "SP",
    cep: "07011000",
    from: [-23.464, -46.535],
    to: [-23.47, -46.526],
    count: 8,
  },
  {
    rua: "Rua Marechal Deodoro",
    bairro: "Centro",
    cidade: "São Bernardo do Campo",
    uf: "SP",
    cep: "09710000",
    from: [-23.711, -46.55],
    to: [-23.719, -46.556],
    count: 8,
  },
  // Cambuí and the centre of Campinas: casaverde (pickup within 6 km of its store).
  {
    rua: "Avenida Norte-Sul",
    bairro: "Cambuí",
    ...CAMPINAS,
    cep: "13025300",
    from: [-22.893, -47.056],
    to: [-22.906, -47.048],
    count: 12,
  },
  {
    rua: "Rua Coronel Quirino",
    bairro: "Cambuí",
    ...CAMPINAS,
    cep: "13025000",
    from: [-22.892, -47.047],
    to: [-22.8985, -47.056],
    count: 10,
  },
  {
    rua: "Rua Barão de Jaguara",
    bairro: "Centro",
    ...CAMPINAS,
    cep: "13015000",
    from: [-22.903, -47.065],
    to: [-22.9075, -47.056],
    count: 10,
  },
  {
    rua: "Avenida José de Souza Campos",
    bairro: "Nova Campinas",
    ...CAMPINAS,
    cep: "13092000",
    from: [-22.888, -47.044],
    to: [-22.9, -47.035],
    count: 10,
  },
  // Served by nobody.
  {
    rua: "Avenida Albino José Barbosa de Oliveira",
    bairro: "Barão Geraldo",
    ...CAMPINAS,
    cep: "13084000",
    from: [-22.815, -47.083],
    to: [-22.825, -47.076],
    count: 8,
  },
  {
    rua: "Estrada Municipal do Roseira",
    bairro: "Joaquim Egídio",
    ...CAMPINAS,
    cep: "13100000",
    from: [-22.879, -46.96],
    to: [-22.874, -46.95],
    count: 4,
  },
  {
    rua: "Avenida Ana Costa",
    bairro: "Gonzaga",
    cidade: "Santos",
    uf: "SP",
    cep: "11060000",
    from: [-23.955, -46.33],
    to: [-23.968, -46.333],
    count: 10,
  },
  {
    rua: "Avenida Atlântica",
    bairro: "Copacabana",
    cidade: "Rio de Janeiro",
    uf: "RJ",
    cep: "22021000",
    from: [-22.963, -43.172],
    to: [-22.986, -43.189],
    count: 12,
  },
];

/** CEPs of the demo accounts and companies that fall between a street's steps of 10. */
const NAMED: CepSeed[] = [
  { cep: "03103001", rua: "Rua da Mooca", bairro: "Mooca", ...SAO_PAULO, lat: -23.5561, lng: -46.6085 },
  { cep: "01025000", rua: "Rua 25 de Março", bairro: "Centro", ...SAO_PAULO, lat: -23.5431, lng: -46.6314 },
  { cep: "01304001", rua: "Rua Augusta", bairro: "Consolação", ...SAO_PAULO, lat: -23.5502, lng: -46.6492 },
];

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Every CEP of the directory: the named ones, then each street's, its first one at `from`, its last at `to`. */
export const CEP_DIRECTORY: CepSeed[] = [
  ...NAMED,
  ...STREETS.flatMap((street) =>
    Array.from({ length: street.count }, (_, index) => {
      const share = street.count === 1 ? 0 : index / (street.count - 1);
      return {
        cep: String(Number(street.cep) + index * 10).padStart(8, "0"),
        rua: street.rua,
        bairro: street.bairro,
        cidade: street.cidade,
        uf: street.uf,
        lat: round(street.from[0] + (street.to[0] - street.from[0]) * share),
        lng: round(street.from[1] + (street.to[1] - street.from[1]) * share),
      };
    }),
  ),
];
