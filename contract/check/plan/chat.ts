// Calls 83–87: the customer's chat with the supplier. The kit lists the rooms, opens the general room
// and the room of its own order, reads the messages, sends one and sends it again (the retry must
// answer the message stored, not a second one), and marks the room read. The socket (call 88) is
// not HTTP: the kit does not check it (docs/upstream-api.md §88 says what to test by hand).
import type { NewChatMessage, OpenChatRoom } from "~/models/requests/chat";
import { at, text } from "../json";
import { enc, randomKey, session, supplierId, type State, type Step } from "./step";

const C = "/v4/chat";
const NO_ROOM = "no room: call 84 opened none";

const chat = (state: State) => (state.chat ??= {});

/** A step in the kit's room (the general one), with the customer's session. */
function inRoom(build: (state: State, sala: string, token: string) => ReturnType<Step["prepare"]>) {
  return (state: State) => {
    const who = session(state);
    if (typeof who === "string") return who;
    const sala = chat(state).sala;
    if (!sala) return NO_ROOM;
    return build(state, sala, who.token);
  };
}

/** The kit's message: one per run, sent twice with the same id. */
function message(state: State): NewChatMessage {
  chat(state).idMensagemCliente ??= `contrato-${state.runId}-${randomKey(8)}`;
  return {
    texto: `Mensagem do teste de contrato ${state.runId}`,
    idMensagemCliente: chat(state).idMensagemCliente ?? "",
  };
}

const send = (title: string, status: 200 | 201, note?: string): Step => ({
  call: 86,
  method: "POST",
  path: `${C}/{idfornecedor}/salas/{sala}/mensagens`,
  title,
  prepare: inRoom((state, sala, token) => ({
    path: `${C}/${enc(supplierId(state))}/salas/${enc(sala)}/mensagens`,
    token,
    json: message(state),
    expect: [status],
    ...(note ? { note } : {}),
  })),
});

export const chatSteps: Step[] = [
  {
    call: 83,
    method: "GET",
    path: `${C}/{idfornecedor}/salas`,
    title: "The client's rooms",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `${C}/${enc(supplierId(state))}/salas`,
        query: { idcliente: who.idcliente, page: 1, perpage: 30 },
        token: who.token,
      };
    },
  },
  {
    call: 84,
    method: "POST",
    path: `${C}/{idfornecedor}/salas`,
    title: "Open a room (the general one)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `${C}/${enc(supplierId(state))}/salas`,
        token: who.token,
        json: { canal: "GERAL", numpedido: null, idcliente: who.idcliente } satisfies OpenChatRoom,
      };
    },
    harvest(state, data) {
      chat(state).sala = text(at(data, "sala"));
    },
  },
  {
    call: 84,
    method: "POST",
    path: `${C}/{idfornecedor}/salas`,
    title: "Open a room (the kit's order's)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const order = state.orders[0];
      if (!order) return "no order: call 53 placed none";
      return {
        path: `${C}/${enc(supplierId(state))}/salas`,
        token: who.token,
        json: { canal: "PEDIDO", numpedido: order.numpedido, idcliente: who.idcliente } satisfies OpenChatRoom,
        note: `order ${order.numpedido}`,
      };
    },
  },
  send("Send a message", 201),
  send("Send a message (the same idMensagemCliente again)", 200, "a retry: the message stored already"),
  {
    call: 85,
    method: "GET",
    path: `${C}/{idfornecedor}/salas/{sala}/mensagens`,
    title: "A room's messages",
    prepare: inRoom((state, sala, token) => ({
      path: `${C}/${enc(supplierId(state))}/salas/${enc(sala)}/mensagens`,
      query: { page: 1, perpage: 30 },
      token,
    })),
    verify(state, data) {
      const id = chat(state).idMensagemCliente;
      const mensagens = at(data, "mensagens");
      const mine = Array.isArray(mensagens)
        ? mensagens.filter((item) => text(at(item, "idMensagemCliente")) === id).length
        : 0;
      return mine === 1
        ? []
        : [
            {
              path: "mensagens",
              message: `the kit's message, sent twice with one idMensagemCliente, is there ${mine} times (§86: once)`,
            },
          ];
    },
  },
  {
    call: 87,
    method: "POST",
    path: `${C}/{idfornecedor}/salas/{sala}/lidas`,
    title: "Mark a room read",
    prepare: inRoom((state, sala, token) => ({
      path: `${C}/${enc(supplierId(state))}/salas/${enc(sala)}/lidas`,
      token,
    })),
  },
];
