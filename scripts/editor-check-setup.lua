-- Checks the Neovim setup the docs give (editors/neovim/motion.lua, loaded as init file by
-- scripts/editor-check): a `.motion` file that starts with a `#` comment gets the filetype
-- `motion`, not `conf`, and a `motionc lsp` client attaches to it. Uses only the 0.7 API.
-- Exits with 0 when both hold, 1 otherwise.
local spec = os.getenv("SPEC")
vim.cmd("edit " .. vim.fn.fnameescape(spec))
local failures = 0
local function check(ok, what)
  if ok then
    io.stdout:write("  ok: " .. what .. "\n")
  else
    io.stdout:write("  FAILED: " .. what .. "\n")
    failures = failures + 1
  end
end
check(vim.bo.filetype == "motion", "the filetype is motion (it is " .. vim.bo.filetype .. ")")
check(vim.bo.commentstring == "# %s", "comments are `# %s`")
local attached = vim.wait(10000, function()
  for _, client in pairs(vim.lsp.buf_get_clients(0)) do
    if client.name == "motionc" and client.initialized then return true end
  end
  return false
end, 50)
check(attached, "a motionc lsp client is attached and initialized")
vim.lsp.stop_client(vim.lsp.get_active_clients())
vim.wait(2000, function() return #vim.lsp.get_active_clients() == 0 end, 50)
vim.cmd((failures == 0 and "qall!" or "cquit! 1"))
