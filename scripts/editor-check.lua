-- Run by scripts/editor-check inside headless Neovim (0.7 or later): Neovim's own LSP client
-- attached to `motionc lsp`. Uses only the 0.7 API (vim.lsp.start_client, buf_attach_client,
-- formatting_sync), which later versions still have. Exits 0 when every check passes.
local motionc = assert(os.getenv("MOTIONC"), "MOTIONC is not set")
local spec = assert(os.getenv("SPEC"), "SPEC is not set")
local trace = assert(os.getenv("TRACE"), "TRACE is not set")

local failures = 0
local function check(ok, what)
  io.stdout:write((ok and "  ok   " or "  FAIL ") .. what .. "\n")
  if not ok then failures = failures + 1 end
end

local function finish()
  io.stdout:flush()
  if failures > 0 then vim.cmd("cquit " .. failures) else vim.cmd("qall!") end
end

-- Any Lua error is a failed check, and Neovim still quits (it would wait for input).
local function run()
  vim.cmd("edit " .. vim.fn.fnameescape(spec))
  local buf = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_option(buf, "filetype", "motion")

  local exit_code = nil
  local client_id = vim.lsp.start_client({
    name = "motionc",
    cmd = { motionc, "lsp", "--trace", trace, "--debounce", "100" },
    root_dir = vim.fn.fnamemodify(spec, ":p:h"),
    on_exit = function(code) exit_code = code end,
  })
  check(client_id ~= nil, "the client starts `motionc lsp`")
  if not client_id then return end
  vim.lsp.buf_attach_client(buf, client_id)

  -- 1. Diagnostics: the spec has an emoji in a comment and in an import path (two UTF-16 units,
  -- four UTF-8 bytes each), then two errors. Neovim turns the server's UTF-16 positions into
  -- byte columns: if either side counted wrong, the columns would be off.
  local function diagnostics() return vim.diagnostic.get(buf) end
  vim.wait(10000, function() return #diagnostics() >= 2 end, 20)
  local found = {}
  for _, d in ipairs(diagnostics()) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    found[code] = d
  end
  local missing = found["M0153"]
  check(missing ~= nil and missing.lnum == 1 and missing.col == 7 and missing.end_col == 20,
    "M0153 (import not found) at line 2, bytes 7 to 20, past the emoji in the path")
  local unknown = found["M0100"]
  check(unknown ~= nil and unknown.lnum == 6 and unknown.col == 0 and unknown.end_col == 4,
    "M0100 (unknown property `movX`) at line 7, columns 0 to 4")
  check(unknown ~= nil and unknown.message:find("unknown property `movX`", 1, true) ~= nil,
    "its message is the compiler's")

  -- 2. Fix both errors with edits (sent as incremental changes) and wait for a clean bill.
  vim.api.nvim_buf_set_lines(buf, 1, 2, true, {})
  vim.api.nvim_buf_set_text(buf, 5, 0, 5, 4, { "moveX" })
  vim.wait(10000, function() return #diagnostics() == 0 end, 20)
  check(#diagnostics() == 0, "after the edits the diagnostics are cleared")

  -- 3. Hover on the opacity step: its resolved timing.
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, true)
  local row
  for index, line in ipairs(lines) do
    if line:match("^opacity 1") then row = index end
  end
  vim.api.nvim_win_set_cursor(0, { row or 1, 2 })
  local hover = vim.lsp.buf_request_sync(buf, "textDocument/hover",
    vim.lsp.util.make_position_params(), 5000) or {}
  local text = ""
  for _, response in pairs(hover) do
    if response.result and response.result.contents then text = response.result.contents.value end
  end
  check(text:find("card.opacity 0.3s → 0.6s, 0 → 1, easeOut", 1, true) ~= nil,
    "hover on the opacity step shows `card.opacity 0.3s → 0.6s, 0 → 1, easeOut`")

  -- 4. Formatting rewrites the buffer in the canonical layout.
  vim.api.nvim_buf_set_lines(buf, -1, -1, true, { "merge<moveX 0 over 0.2s;scale   1>   # back" })
  vim.lsp.buf.formatting_sync(nil, 5000)
  local last = vim.api.nvim_buf_get_lines(buf, -2, -1, true)[1]
  check(last == "merge < moveX 0 over 0.2s, scale 1 >  # back",
    "formatting rewrites `merge<moveX 0 over 0.2s;scale   1>` as `merge < moveX 0 over 0.2s, scale 1 >`")

  -- 5. Shutdown and exit: the server's exit status is 0.
  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return exit_code ~= nil end, 20)
  check(exit_code == 0, "after shutdown and exit the server exits with 0")
end

local ok, problem = pcall(run)
if not ok then check(false, "the session ran to its end: " .. tostring(problem)) end
finish()
