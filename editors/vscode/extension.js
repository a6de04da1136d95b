// The VS Code side of motionc's language support: it starts `motionc lsp` and lets
// vscode-languageclient carry the protocol. Everything the language knows is in the server.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("motion");
  const command = settings.get("server.path", "motionc");
  const args = ["lsp", ...settings.get("server.arguments", [])];
  const serverOptions = {
    run: { command, args, transport: TransportKind.stdio },
    debug: { command, args, transport: TransportKind.stdio },
  };
  const clientOptions = {
    documentSelector: [
      { scheme: "file", language: "motion" },
      { scheme: "untitled", language: "motion" },
    ],
    // Imported files changed on disk make the open specs be checked again.
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher("**/*.motion"),
    },
  };
  client = new LanguageClient("motion", "Motion (motionc)", serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("motion.server")) {
        vscode.commands.executeCommand("workbench.action.reloadWindow");
      }
    }),
  );
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
