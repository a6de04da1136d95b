// Never compiled: the plugin's command for Broken.motion fails first.
public let broken = Broken.track
